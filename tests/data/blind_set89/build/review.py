#!/usr/bin/env python3
"""Prints every claim and note with its label, sorted by tag, mark and id, for one full reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
marks = json.load(open('/tmp/blind89/marks.json'))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
order = {'c': 0, 'a': 1, 'n': 2, 'q': 3}
claims.sort(key=lambda r: (r['construction'], order[marks[r['id']][0]], r['id']))
for r in claims:
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %s %s %-5s %s :: %s' % (r['id'], r['construction'][:12], r['speaker'][0], marks[r['id']], path, r['text']))
def lab(l):
    return l if l == 'unscored' else '/'.join(v if v else '-' for v in l.values())
for i in range(0, len(ests), 2):
    p, c = ests[i], ests[i + 1]
    print('%s %s %s P=%s C=%s :: %s' % (p['id'], p['construction'], marks[p['id']], lab(p['label']), lab(c['label']), p['text']))
