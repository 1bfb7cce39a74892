#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, id) with its mark and committed path, and every note with both labels."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
M = json.load(open('/tmp/blind94/marks.json'))
C = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
for r in sorted(C, key=lambda r: (r['construction'], M[r['id']]['mark'], r['id'])):
    p = ' > '.join(v for v in r['belief'].values() if v) or '-'
    print('%s %-18s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], M[r['id']]['mark'], p, r['text']))
def lab(l):
    return l if l == 'unscored' else (' > '.join(str(v) for v in l.values() if v) or '-')
for i in range(0, len(E), 2):
    a, b = E[i], E[i + 1]
    print('%s %-8s adv=%d prior[%s] current[%s] %s' % (a['id'], a['construction'], M[a['id']]['adv'], lab(a['label']), lab(b['label']), a['text']))
