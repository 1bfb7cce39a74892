#!/usr/bin/env python3
"""Print every claim and note with its label, for one full reading pass."""
import json, os
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.join(H, '..')
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
cl = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
def short(b):
    if b == 'unscored': return 'unscored'
    v = [x for x in b.values()]
    return '/'.join('-' if x is None else x for x in v)
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], short(r['belief']), r['text']))
by = {}
for r in es: by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], em[kv[1][0]['id']]['mark'], kv[1][0]['id'])):
    p = [r for r in rs if r['kind'] == 'prior'][0]; c = [r for r in rs if r['kind'] == 'current'][0]
    print('%s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'], em[p['id']]['mark'], short(p['label']), short(c['label']), t))
