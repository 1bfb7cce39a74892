#!/usr/bin/env python3
"""Prints every claim and note with its label for the review pass."""
import json, os
B = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
marks = json.load(open('/tmp/blind91/marks.json'))
cl = [json.loads(l) for l in open(os.path.join(B, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(B, 'estimates.jsonl'))]
order = {'C': 0, 'B': 1, 'A': 2, 'a': 3, 'n': 4, 'q': 5, 'x': 6}
for r in sorted(cl, key=lambda r: (r['construction'], order[marks[r['id']]['mark']], r['id'])):
    b = [v for v in r['belief'].values()]
    print('%s %-20s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], marks[r['id']]['mark'],
                                     ' > '.join(str(v) for v in b if v) or '-', r['text']))
for i in range(0, len(es), 2):
    p, c = es[i], es[i + 1]
    m = marks[p['id']]
    lab = lambda x: x if x == 'unscored' else '/'.join(str(v) for v in x.values())
    print('%s %-12s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'], m['mark'], ','.join(m['codes']),
                                            lab(p['label']), lab(c['label']), p['text']))
