#!/usr/bin/env python3
"""Print every claim and note with its label, sorted by tag, mark and label, for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
def short(b):
    if b == 'unscored':
        return 'unscored'
    return '/'.join('-' if v is None else v for v in b.values())
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s %s %s %s [%s] %s' % (r['id'], r['construction'][:12], r['speaker'][0], cm[r['id']]['mark'], short(r['belief']), r['text']))
seen = set()
for r in sorted(ests, key=lambda r: (r['construction'], r['id'])):
    if r['text'] in seen:
        continue
    seen.add(r['text'])
    pr = [x for x in ests if x['text'] == r['text'] and x['kind'] == 'prior'][0]
    cu = [x for x in ests if x['text'] == r['text'] and x['kind'] == 'current'][0]
    print('%s %s %s P[%s] C[%s] %s' % (pr['id'], r['construction'][:10], em[pr['id']]['mark'], short(pr['label']), short(cu['label']), r['text']))
