#!/usr/bin/env python3
"""Prints every claim (id, tag, mark, committed path, text) and every note (first id, style, flag, both labels, text)."""
import json, os
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
M = json.load(open(os.path.join(B, 'marks.json')))
cl = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'), encoding='utf-8')]
for r in sorted(cl, key=lambda r: (r['construction'], M[r['id']], r['id'])):
    print(r['id'], r['construction'], M[r['id']], '/'.join(str(v) for v in r['belief'].values() if v), '|', r['text'])
es = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'), encoding='utf-8')]
for i in range(0, len(es), 2):
    p, c = es[i], es[i + 1]
    f = lambda l: l if l == 'unscored' else '/'.join(str(v) for v in l.values())
    print(p['id'], p['construction'], M[p['id']].split(':')[1], 'P=' + f(p['label']), 'C=' + f(c['label']), list(p['label'].keys()) if p['label'] != 'unscored' else '', '|', p['text'])
