#!/usr/bin/env python3
"""Print every claim (sorted by tag, mark, id) and every note (both labels) for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
order = {'C': 0, 'B': 1, 'A': 2, 'a': 3, 'n': 4, 'p': 5, 'x': 6}
for r in sorted(claims, key=lambda r: (r['construction'], order[marks[r['id']]], r['id'])):
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %s %s [%s] %s' % (r['id'], r['construction'], marks[r['id']], path, r['text']))
def lab(l):
    return l if l == 'unscored' else '/'.join(v if v else '.' for v in l.values())
for i in range(0, len(ests), 2):
    p, c = ests[i], ests[i + 1]
    print('%s %s %s prior[%s] current[%s] %s' % (p['id'], p['construction'], marks[p['id']], lab(p['label']), lab(c['label']), p['text']))
