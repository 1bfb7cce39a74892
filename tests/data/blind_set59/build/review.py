#!/usr/bin/env python3
"""Print every claim and note with its label for one reading pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
for r in sorted(claims, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    path = [v for v in r['belief'].values() if v is not None]
    print('%s %s %s %s %s -> %s | %s | %s' % (r['id'], r['construction'][:12], r['speaker'][0], cm[r['id']]['mark'],
          cm[r['id']]['code'], '/'.join(path) or '-', ','.join(r['mentions']), r['text']))
seen = {}
for r in ests:
    seen.setdefault(r['text'], []).append(r)
for t, rs in sorted(seen.items(), key=lambda kv: (kv[1][0]['construction'], kv[1][0]['id'])):
    def lab(x):
        return x['label'] if x['label'] == 'unscored' else '/'.join(str(v) for v in x['label'].values())
    p, c = rs
    print('%s %s %s prior=%s current=%s | %s' % (p['id'], p['construction'][:8], em[p['id']]['mark'], lab(p), lab(c), t))
