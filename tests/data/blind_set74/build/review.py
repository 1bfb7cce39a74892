#!/usr/bin/env python3
"""Prints every claim and note with its label for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.dirname(HERE)
C = [json.loads(l) for l in open(os.path.join(TOP, 'claims.jsonl'), encoding='utf-8')]
E = [json.loads(l) for l in open(os.path.join(TOP, 'estimates.jsonl'), encoding='utf-8')]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'))); em = json.load(open(os.path.join(HERE, 'est_marks.json')))
for r in sorted(C, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %s %s %s %-3s [%s] %s' % (r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']]['mark'],
                                         cm[r['id']]['code'], path, r['text']))
lab = lambda l: l if l == 'unscored' else '/'.join(str(v) for v in l.values() if v is not None) or 'null'
for i in range(0, len(E), 2):
    p, c = E[i], E[i + 1]
    print('%s %s %s P=%s C=%s | %s' % (p['id'], p['construction'][:9], em[p['id']]['mark'], lab(p['label']), lab(c['label']), p['text']))
