#!/usr/bin/env python3
"""Cross-check: universe names found in a claim's text (word-bounded, case-insensitive) beyond its slot mentions."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes.json')))
def names(u):
    L = list(u); out = list(u[L[0]])
    for li in (1, 2):
        for kids in u[L[li]].values():
            out += kids
    return out
bad = 0
for line in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(line)
    t = r['text']
    for m in sorted(r['mentions'], key=len, reverse=True):
        t = re.sub(re.escape(m), ' ', t, flags=re.I)
    for n in names(U[r['scenario']]['universe']):
        if re.search(r'(?<!\w)' + re.escape(n) + r'(?!\w)', t, re.I):
            bad += 1; print(r['id'], r['scenario'], repr(n), '|', r['text'][:120])
print(bad, 'unmentioned names found')
