#!/usr/bin/env python3
"""Print every claim and note with its label for a reading pass (sorted by tag, mark and code)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = {r['id']: r for r in (json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8'))}
ests = {r['id']: r for r in (json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8'))}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def short(v):
    if v == 'unscored':
        return 'u'
    return '/'.join('-' if x is None else x for x in v.values())
for m in sorted(cm, key=lambda m: (claims[m['id']]['construction'], m['mark'], m['code'], m['id'])):
    r = claims[m['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'],
                                     short(r['belief']), r['text']))
for m in sorted(em, key=lambda m: (m['style'], m['mark'], m['prior'], m['current'])):
    p, c = ests[m['ids'][0]], ests[m['ids'][1]]
    print('%s %s %s %s->%s [%s] [%s] %s' % (p['id'], m['style'], m['mark'], m['prior'], m['current'],
                                           short(p['label']), short(c['label']), p['text']))
