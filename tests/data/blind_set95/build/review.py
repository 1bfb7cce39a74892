#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, id) and every note (both labels) for one review pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
marks = json.load(open('/tmp/blind95/marks.json'))
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
order = {'C': 0, 'B': 1, 'A': 2, 'a': 3, 'n': 4, 'p': 5, 'x': 6}
for r in sorted(cl, key=lambda r: (r['construction'], order[marks['marks'][r['id']]], r['id'])):
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %-20s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], marks['marks'][r['id']], path, r['text']))
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
adv = set(marks['est_adversarial'])
def lab(x):
    return x if x == 'unscored' else '/'.join(str(v) if v else '-' for v in x.values())
for i in range(0, len(es), 2):
    p, c = es[i], es[i + 1]
    print('%s %-8s %s P[%s] C[%s] %s' % (p['id'], p['construction'], 'ADV' if p['id'] in adv else '   ', lab(p['label']), lab(c['label']), p['text']))
