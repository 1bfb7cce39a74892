#!/usr/bin/env python3
"""Print every claim and note with its label, sorted by tag, mark and label, for one full reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
C = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def lab(b):
    if b == 'unscored':
        return 'u'
    v = [x for x in b.values() if x is not None]
    return ' > '.join(v) if v else '0'
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s | %s | %s | %s | %s | %s | %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'],
          lab(r['belief']), '; '.join(r['mentions']), r['text']))
seen = set()
for r in sorted(E, key=lambda r: (r['construction'], em[r['id']]['mark'], r['id'])):
    if r['text'] in seen:
        continue
    seen.add(r['text'])
    p = [x for x in E if x['text'] == r['text']]
    pr = [x for x in p if x['kind'] == 'prior'][0]
    cu = [x for x in p if x['kind'] == 'current'][0]
    print('%s | %s | %s | P: %s | C: %s | %s' % (pr['id'], r['construction'], em[r['id']]['mark'], lab(pr['label']),
          lab(cu['label']), r['text']))
