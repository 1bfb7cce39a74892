#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, code) and every note (first id) with its labels, for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
cl = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
cm = {m['id']: m for m in json.load(open(os.path.join(HERE, 'claim_marks.json')))}
U = json.load(open(os.path.join(HERE, 'universes.json')))
def short(v):
    return '/'.join('-' if x is None else x for x in v)
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], U[r['scenario']]['name'][0], m['mark'], m['code'],
                                    short(list(r['belief'].values())), r['text']))
es = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
for i in range(0, len(es), 2):
    p, c = es[i], es[i + 1]
    lab = lambda r: 'unscored' if r['label'] == 'unscored' else short(list(r['label'].values()))
    em = json.load(open(os.path.join(HERE, 'est_marks.json')))[i]
    print('%s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'], em['mark'], lab(p), lab(c), p['text']))
