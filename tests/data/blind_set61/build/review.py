#!/usr/bin/env python3
"""Print every claim and every note with its labels, for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
def lab(b):
    if b == 'unscored':
        return 'UNSCORED'
    v = list(b.values())
    return ' > '.join('-' if x is None else x for x in v)
claims.sort(key=lambda r: (r['construction'], cm[r['id']], lab(r['belief'])))
for r in claims:
    print('%s %s %s %s | [%s] | %s' % (r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], lab(r['belief']),
                                      r['text']))
seen = set()
ests.sort(key=lambda r: (r['construction'], r['id']))
for r in ests:
    if r['text'] in seen:
        continue
    seen.add(r['text'])
    pair = [x for x in ests if x['text'] == r['text']]
    p = [x for x in pair if x['kind'] == 'prior'][0]
    c = [x for x in pair if x['kind'] == 'current'][0]
    print('%s %s %s | prior [%s] | current [%s] | %s' % (p['id'], r['construction'][:8], em[p['id']], lab(p['label']),
                                                         lab(c['label']), r['text']))
