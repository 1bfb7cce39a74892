#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, id) and every note (first id) with its mark, code, label and text."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
M = json.load(open('/tmp/blind88/marks.json'))
C = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
def lab(d):
    return d if isinstance(d, str) else '/'.join('-' if v is None else v for v in d.values())
for r in sorted(C, key=lambda r: (r['construction'], M[r['id']][0], r['id'])):
    print(r['id'], r['construction'], r['speaker'][0], M[r['id']][0], M[r['id']][1], lab(r['belief']), '::', r['text'])
for i in range(0, len(E), 2):
    p, c = E[i], E[i + 1]
    print(p['id'], p['construction'], M[p['id']][0], M[p['id']][1] + '>' + M[c['id']][1], 'P:' + lab(p['label']), 'C:' + lab(c['label']), '::', p['text'])
