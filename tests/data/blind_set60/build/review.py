#!/usr/bin/env python3
"""Prints every claim and note with its label for the review pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
def short(b):
    return '/'.join('-' if v is None else v for v in b.values()) if isinstance(b, dict) else b
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    m = cm[r['id']]
    print('%s %s %s %s %s | %s | %s | %s' % (r['id'], r['construction'], r['speaker'][0], m['mark'], m['code'],
          short(r['belief']), ';'.join(r['mentions']), r['text']))
seen = set()
for r in sorted(ests, key=lambda r: (r['construction'], r['id'])):
    if r['kind'] != 'prior':
        continue
    cur = [x for x in ests if x['text'] == r['text'] and x['kind'] == 'current'][0]
    print('%s %s %s | P %s | C %s | %s' % (r['id'], r['construction'], em[r['id']]['mark'], short(r['label']),
          short(cur['label']), r['text']))
