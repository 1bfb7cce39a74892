#!/usr/bin/env python3
"""Prints every claim (sorted by tag, mark and id) and every note (first id, style, flag, both labels, text)."""
import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
M = json.load(open('/tmp/blind98/marks.json'))
cl = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'), encoding='utf-8')]
es = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'), encoding='utf-8')]
order = {'C': 0, 'B': 1, 'A': 2, 'a': 3, 'n': 4, 'p': 5, 'x': 6}
for r in sorted(cl, key=lambda r: (r['construction'], order[M['marks'][r['id']]], r['id'])):
    path = '/'.join(v for v in r['belief'].values() if v) or '-'
    print('%s %-22s %s [%s] %s' % (r['id'], r['construction'], M['marks'][r['id']], path, r['text']))
byid = {r['id']: r for r in es}
for eid, meta in sorted(M['notes'].items(), key=lambda kv: (kv[1]['style'], kv[1]['adv'], kv[0])):
    p = byid[eid]; c = byid['e-%03d' % (int(eid[2:]) + 1)]
    lab = lambda r: r['label'] if r['label'] == 'unscored' else '/'.join(str(v) for v in r['label'].values())
    print('%s %s adv=%s prior[%s] current[%s] %s' % (eid, meta['style'], meta['adv'], lab(p), lab(c), p['text']))
