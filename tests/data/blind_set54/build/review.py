#!/usr/bin/env python3
"""Print every claim and note with its label for the review pass (sorted by tag, mark and label)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
def path(d):
    return '>'.join(str(v) for v in d.values() if v is not None) or 'NULL'
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    print('%s|%s|%s|%s|%s|%s|%s' % (r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']]['mark'],
                                   path(r['belief']), ','.join(r['mentions']), r['text']))
pri = {}
for r in es:
    pri.setdefault(r['text'], {})[r['kind']] = r
for t, d in sorted(pri.items(), key=lambda kv: (kv[1]['prior']['construction'], kv[1]['prior']['id'])):
    p, c = d['prior'], d['current']
    f = lambda l: 'UNSCORED' if l == 'unscored' else path(l)
    print('%s|%s|%s|P=%s|C=%s|%s' % (p['id'], p['construction'][:10], em[p['id']]['mark'], f(p['label']), f(c['label']), t))
