#!/usr/bin/env python3
"""Print every claim and note with its label, for one reading pass (sorted by tag, mark and label)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
C = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))


def lab(d):
    if d == 'unscored':
        return 'unscored'
    v = [x for x in d.values()]
    return '/'.join('-' if x is None else x for x in v)


for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'],
                                      cm[r['id']]['code'], lab(r['belief']), r['text']))
seen = set()
for r in sorted(E, key=lambda r: (r['construction'], em[r['id']]['mark'], r['id'])):
    if r['text'] in seen:
        continue
    seen.add(r['text'])
    pr = [x for x in E if x['text'] == r['text'] and x['kind'] == 'prior'][0]
    cu = [x for x in E if x['text'] == r['text'] and x['kind'] == 'current'][0]
    print('%s %s %s P[%s] C[%s] %s' % (pr['id'], r['construction'], em[r['id']]['mark'], lab(pr['label']),
                                     lab(cu['label']), r['text']))
