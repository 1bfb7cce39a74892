#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, code) and every note with its labels, for the review pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
cl = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(TOP, 'claims.jsonl'), encoding='utf-8')}
es = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(TOP, 'estimates.jsonl'), encoding='utf-8')}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'), encoding='utf-8'))
em = json.load(open(os.path.join(HERE, 'est_marks.json'), encoding='utf-8'))
for m in sorted(cm, key=lambda m: (m['construction'], m['mark'], m['code'], m['id'])):
    r = cl[m['id']]
    path = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    print('%s %-22s %s %s %-3s %-40s | %s' % (m['id'], m['construction'], r['speaker'][0], m['mark'], m['code'], path, r['text']))
for m in sorted(em, key=lambda m: (m['construction'], m['ids'][0])):
    p, c = es[m['ids'][0]], es[m['ids'][1]]
    f = lambda l: l if isinstance(l, str) else '/'.join(str(v) for v in l.values())
    print('%s %-14s %s %s>%s prior=%s current=%s | %s' % (m['ids'][0], m['construction'], m['mark'], m['prior'], m['current'], f(p['label']), f(c['label']), p['text']))
