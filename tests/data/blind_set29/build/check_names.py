#!/usr/bin/env python3
"""Cross-check: universe names found (word-bounded, case-insensitive) in a claim's text after removing its mentions."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes.json')))
bad = 0
for line in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8'):
    r = json.loads(line)
    u = U[r['scenario']]['universe']
    lv = list(u)
    names = set(u[lv[0]]) | {x for v in u[lv[1]].values() for x in v} | {x for v in u[lv[2]].values() for x in v}
    t = r['text']
    for m in sorted(r['mentions'], key=len, reverse=True):
        t = t.replace(m, ' ')
    for n in names:
        if re.search(r'(?<!\w)' + re.escape(n) + r'(?!\w)', t, re.I):
            bad += 1
            print(r['id'], repr(n), '|', r['text'][:120])
print(bad, 'names outside the mentions')
