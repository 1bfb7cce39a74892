#!/usr/bin/env python3
"""Print every claim and note with its mark, code and label, for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cl = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')}
es = {json.loads(l)['id']: json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
order = {'realistic_reply': 0, 'attacker_probe': 2}
for m in sorted(cm, key=lambda m: (order.get(m['construction'], 1), m['construction'], m['mark'], m['code'], m['id'])):
    r = cl[m['id']]
    path = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    print('%s %s %s %s %-3s [%s] %s' % (m['id'], m['construction'], r['speaker'][0], m['mark'], m['code'], path, r['text']))
for m in sorted([m for m in em if m['kind'] == 'prior'], key=lambda m: (m['construction'], m['id'])):
    p = es[m['id']]
    c = es['e-%03d' % (int(m['id'][2:]) + 1)]
    cc = [x for x in em if x['id'] == c['id']][0]['code']
    def lab(l):
        return l if l == 'unscored' else '/'.join(str(v) for v in l.values())
    print('%s %s %s %s->%s prior=[%s] current=[%s] %s' % (m['id'], m['construction'], m['mark'], m['code'], cc,
                                                          lab(p['label']), lab(c['label']), p['text']))
