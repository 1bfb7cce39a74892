#!/usr/bin/env python3
"""Cross-check: no universe name occurs in a claim text outside its slot mentions (word-bounded, case-insensitive)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = {u['scenario']: u for u in json.load(open(os.path.join(HERE, 'universes.json')))}
bad = 0
for line in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(line)
    u = U[r['scenario']]['universe']
    lv = list(u)
    names = set(u[lv[0]]) | {x for v in u[lv[1]].values() for x in v} | {x for v in u[lv[2]].values() for x in v} | set(u[lv[1]]) | set(u[lv[2]])
    t = r['text']
    for m in sorted(r['mentions'], key=len, reverse=True):
        t = t.replace(m, ' ')
    for n in names:
        if re.search(r'(?<![A-Za-z0-9])' + re.escape(n) + r'(?![A-Za-z0-9])', t, re.I):
            bad += 1
            print(r['id'], repr(n), r['text'][:100])
print('names found outside mentions:', bad)
