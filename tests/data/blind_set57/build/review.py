#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark, code) and every note with its labels, for one full reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
C = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
def path(b):
    return ' > '.join(str(v) for v in b.values() if v is not None) or '-'
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s %s %s %s [%s] {%s} %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'], path(r['belief']),
                                        '|'.join(r['mentions']), r['text']))
for i in range(0, len(E), 2):
    p, c = E[i], E[i + 1]
    lab = lambda x: 'unscored' if x['label'] == 'unscored' else ' > '.join(str(v) for v in x['label'].values())
    print('%s %s %s P[%s] C[%s] %s' % (p['id'], p['construction'], em[p['id']]['mark'], lab(p), lab(c), p['text']))
