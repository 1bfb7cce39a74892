#!/usr/bin/env python3
"""Print every claim and note with its label for one full reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
C = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def p(d):
    return '/'.join('-' if v is None else v for v in d.values()) if isinstance(d, dict) else d
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'], p(r['belief']), r['text']))
seen = set()
for r in sorted(E, key=lambda r: (r['construction'], em[r['id']]['mark'], r['id'])):
    if r['kind'] != 'prior':
        continue
    cur = [x for x in E if x['text'] == r['text'] and x['kind'] == 'current'][0]
    print('%s %s %s prior[%s] current[%s] %s' % (r['id'], r['construction'], em[r['id']]['mark'], p(r['label']), p(cur['label']), r['text']))
