#!/usr/bin/env python3
"""Set 65: print every claim and note with its label, for one full reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
claims.sort(key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id']))
for r in claims:
    b = [v for v in r['belief'].values() if v is not None]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'],
                                      cm[r['id']]['code'], ' > '.join(b) or '-', r['text']))
seen = set()
ests.sort(key=lambda r: (r['construction'], r['id']))
for r in ests:
    if r['kind'] != 'prior':
        continue
    cur = [x for x in ests if x['text'] == r['text'] and x['kind'] == 'current'][0]
    f = lambda l: l if l == 'unscored' else ' > '.join(str(v) for v in l.values() if v is not None) or '-'
    print('%s %s %s P[%s] C[%s] %s' % (r['id'], r['construction'], em[r['id']]['mark'], f(r['label']),
                                        f(cur['label']), r['text']))
