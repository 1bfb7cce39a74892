#!/usr/bin/env python3
"""Prints every claim and note with its code, mark, label and text, sorted by tag, mark and code."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = {m['id']: m for m in json.load(open(os.path.join(HERE, 'claim_marks.json')))}
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    path = '/'.join(str(v) for v in r['belief'].values())
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], path, r['text']))
ests = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')}
for m in sorted(json.load(open(os.path.join(HERE, 'est_marks.json'))), key=lambda m: (m['style'], m['mark'], m['prior'], m['ids'][0])):
    p, c = ests[m['ids'][0]], ests[m['ids'][1]]
    lab = lambda x: x if x == 'unscored' else '/'.join(str(v) for v in x.values())
    print('%s %s %s %s>%s P[%s] C[%s] %s' % (m['ids'][0], m['style'], m['mark'], m['prior'], m['current'], lab(p['label']), lab(c['label']), p['text']))
