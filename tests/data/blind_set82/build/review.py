#!/usr/bin/env python3
"""Prints every claim and note with its label for the review pass (sorted by tag, mark and label code)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))}
ests = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def lab(v):
    if v == 'unscored': return 'unscored'
    return '/'.join('-' if x is None else x for x in v.values())
for m in sorted(cm, key=lambda m: (claims[m['id']]['construction'], m['mark'], m['code'], m['id'])):
    r = claims[m['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], lab(r['belief']), r['text']))
for m in sorted(em, key=lambda m: (m['style'], m['mark'], m['prior'], m['ids'][0])):
    p, c = ests[m['ids'][0]], ests[m['ids'][1]]
    print('%s %s %s %s>%s P[%s] C[%s] %s' % (m['ids'][0], m['style'], m['mark'], m['prior'], m['current'], lab(p['label']), lab(c['label']), p['text']))
