#!/usr/bin/env python3
"""Print every claim and note with its label for a reading pass (sorted by tag, mark, code)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))}
ests = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
for m in sorted(cm, key=lambda m: (claims[m['id']]['construction'], m['mark'], m['code'], m['id'])):
    r = claims[m['id']]
    b = [v for v in r['belief'].values()]
    print('%s %-18s %s %s %-3s %s | %s' % (m['id'], r['construction'], r['speaker'][0], m['mark'], m['code'],
                                         '>'.join(str(x) for x in b), r['text']))
seen = set()
for m in sorted(em, key=lambda m: (ests[m['id']]['construction'], m['mark'], m['id'])):
    r = ests[m['id']]
    if r['text'] in seen:
        continue
    seen.add(r['text'])
    other = [x for x in ests.values() if x['text'] == r['text'] and x['id'] != r['id']][0]
    pr, cu = (r, other) if r['kind'] == 'prior' else (other, r)
    f = lambda l: l if l == 'unscored' else '>'.join(str(x) for x in l.values())
    print('%s %-17s %s P=%s C=%s | %s' % (pr['id'], r['construction'], m['mark'], f(pr['label']), f(cu['label']), r['text']))
