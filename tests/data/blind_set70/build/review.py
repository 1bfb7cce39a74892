#!/usr/bin/env python3
"""Print every claim and note with its label, sorted by tag, mark and code, for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cl = {r['id']: r for r in map(json.loads, open(os.path.join(ROOT, 'claims.jsonl')))}
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
rows = []
for m in cm:
    r = cl[m['id']]
    path = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    rows.append((r['construction'], m['mark'], m['code'], r['id'], r['speaker'][0], path, r['text']))
for t in sorted(rows):
    print('%s %s %s %s %s [%s] %s' % (t[3], t[0], t[4], t[1], t[2], t[5], t[6]))
es = list(map(json.loads, open(os.path.join(ROOT, 'estimates.jsonl'))))
em = {m['id']: m for m in json.load(open(os.path.join(HERE, 'est_marks.json')))}
notes = []
for i in range(0, len(es), 2):
    p, c = es[i], es[i + 1]
    f = lambda l: l if l == 'unscored' else '/'.join('-' if v is None else v for v in l.values())
    notes.append((p['construction'], em[p['id']]['mark'], p['id'], f(p['label']), f(c['label']), p['text']))
for n in sorted(notes):
    print('%s %s %s P[%s] C[%s] %s' % (n[2], n[0], n[1], n[3], n[4], n[5]))
