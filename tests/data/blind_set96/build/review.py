#!/usr/bin/env python3
"""Prints every claim (id, tag, mark, committed path, text) and every note (first id, style, adversarial flag,
both labels, text), sorted by tag and mark, for one full reading pass."""
import json
M = json.load(open('/tmp/blind96/marks.json'))
C = [json.loads(l) for l in open('claims.jsonl')]
E = [json.loads(l) for l in open('estimates.jsonl')]
def p(b): return '/'.join(str(v) for v in b.values() if v is not None) or '-'
for r in sorted(C, key=lambda r: (r['construction'], M['claims'][r['id']], r['id'])):
    print(r['id'], r['construction'][:10], M['claims'][r['id']], '[%s]' % p(r['belief']), r['text'])
for i in range(0, len(E), 2):
    a, b = E[i], E[i + 1]
    lab = lambda r: 'U' if r['label'] == 'unscored' else p(r['label'])
    print(a['id'], a['construction'], 'ADV' if M['estimates'][a['id']]['adv'] else '', 'prior[%s] current[%s]' % (lab(a), lab(b)), a['text'])
