#!/usr/bin/env python3
"""Prints every claim (id, tag, mark, committed path, text) and every note (first id, style, adversarial flag,
both labels, text), sorted by tag, mark and id, for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
M = json.load(open('/tmp/blind97/marks.json'))
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
for r in sorted(cl, key=lambda r: (r['construction'], M['claims'][r['id']], r['id'])):
    p = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %s %s [%s] %s' % (r['id'], r['construction'], M['claims'][r['id']], p, r['text']))
def lab(l):
    return l if isinstance(l, str) else '/'.join(v if v else '-' for v in l.values())
for i in range(0, len(es), 2):
    a, b = es[i], es[i + 1]
    st, adv, pr, cu = M['notes'][a['id']]
    print('%s %s adv=%s prior=%s(%s) current=%s(%s) %s' % (a['id'], st, adv, lab(a['label']), pr, lab(b['label']), cu, a['text']))
