#!/usr/bin/env python3
"""No universe name may occur (word-bounded, case-insensitive) in a text outside its slot mentions."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = {u['scenario']: u['universe'] for u in json.load(open(os.path.join(HERE, 'universes.json')))}


def names(u):
    L = list(u)
    out = set(u[L[0]])
    for li in (1, 2):
        for kids in u[L[li]].values():
            out.update(kids)
    return out


bad = 0
for fn, tf in (('claims.jsonl', 'mentions'), ('estimates.jsonl', None)):
    for line in open(os.path.join(ROOT, fn), encoding='utf-8'):
        r = json.loads(line)
        t = r['text']
        ms = r.get('mentions') or []
        if tf is None:  # notes: every entity named by a slot; remove all path values present
            ms = [n for n in names(U[r['scenario']]) if n in t]
            # a name inside another (e.g. a word inside a longer name) is still checked below
        for m in sorted(ms, key=len, reverse=True):
            t = t.replace(m, ' ').replace(m[::-1], ' ')
        for n in names(U[r['scenario']]):
            if tf is None and n in ms:
                continue
            if re.search(r'(?<![A-Za-z0-9])' + re.escape(n) + r'(?![A-Za-z0-9])', t, re.I):
                print(fn, r['id'], repr(n), r['text'][:120])
                bad += 1
print('problems:', bad)
sys.exit(1 if bad else 0)
