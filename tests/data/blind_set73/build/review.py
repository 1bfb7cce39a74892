#!/usr/bin/env python3
"""Print every claim and note with its label, for one reading pass (sorted by tag, mark and code)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = {m['id']: m for m in json.load(open(os.path.join(HERE, 'claim_marks.json')))}
em = {m['id']: m for m in json.load(open(os.path.join(HERE, 'est_marks.json')))}
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
def short(lab):
    if lab == 'unscored': return 'u'
    return '/'.join('-' if v is None else v for v in lab.values())
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'][:10], r['speaker'][0], m['mark'], m['code'],
                                      short(r['belief']), r['text']))
by = {}
for r in ests: by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], em[kv[1][0]['id']]['mark'], kv[1][0]['id'])):
    p, c = rs
    print('%s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'][:10], em[p['id']]['mark'], short(p['label']),
                                       short(c['label']), t))
