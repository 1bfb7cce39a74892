#!/usr/bin/env python3
"""Print every claim and note with its labels, for the one full review pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cl.sort(key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id']))
for r in cl:
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %s %s %s [%s] {%s} %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'], path,
                                       '; '.join(r['mentions']), r['text']))
seen = {}
for r in es:
    seen.setdefault(r['text'], []).append(r)
for t, rs in sorted(seen.items(), key=lambda kv: (kv[1][0]['construction'], kv[1][0]['id'])):
    labs = []
    for r in rs:
        l = r['label']
        labs.append('%s=%s' % (r['kind'], l if l == 'unscored' else '/'.join(str(v) for v in l.values() if v) or 'null'))
    print('%s %s %s %s | %s' % (rs[0]['id'], rs[0]['construction'], em[rs[0]['id']]['mark'], ' '.join(labs), t))
