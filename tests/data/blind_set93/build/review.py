#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, id) and every note (by style) with its labels, for the review pass."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
marks = json.load(open('/tmp/blind93/marks.json'))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
order = 'CBAanqx'
for r in sorted(claims, key=lambda r: (r['construction'], order.index(marks[r['id']]), r['id'])):
    path = '/'.join(v or '-' for v in r['belief'].values())
    print('%s %-18s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], marks[r['id']], path, r['text']))
def lab(l):
    return 'unscored' if l == 'unscored' else '/'.join(v or '-' for v in l.values())
by = {}
for r in ests:
    by.setdefault(r['text'], []).append(r)
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], kv[1][0]['id'])):
    p = [r for r in rs if r['kind'] == 'prior'][0]
    c = [r for r in rs if r['kind'] == 'current'][0]
    adv = marks[p['id']].split(':')[0]
    print('%s %-10s adv=%s P[%s] C[%s] %s' % (p['id'], p['construction'], adv, lab(p['label']), lab(c['label']), t))
