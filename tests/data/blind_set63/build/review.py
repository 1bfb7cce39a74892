#!/usr/bin/env python3
"""Prints every claim and every note with its labels, for one full reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
def p(b):
    if b == 'unscored':
        return 'unscored'
    return ' > '.join('null' if v is None else v for v in b.values())
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s | %s | %s | %s | %s | %s' % (r['id'], r['construction'], r['speaker'][:3], cm[r['id']]['mark'], p(r['belief']), r['text']))
seen = {}
for r in ests:
    seen.setdefault(r['text'], []).append(r)
for t, rs in sorted(seen.items(), key=lambda kv: (kv[1][0]['construction'], kv[1][0]['id'])):
    pr = [r for r in rs if r['kind'] == 'prior'][0]; cu = [r for r in rs if r['kind'] == 'current'][0]
    print('%s | %s | %s | prior: %s | current: %s | %s' % (pr['id'], pr['construction'], em[pr['id']]['mark'], p(pr['label']), p(cu['label']), t))
