#!/usr/bin/env python3
import json, os
H = os.path.dirname(os.path.abspath(__file__)); O = os.path.join(H, '..')
C = [json.loads(l) for l in open(os.path.join(O, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(O, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(H, 'claim_marks.json'))); em = json.load(open(os.path.join(H, 'est_marks.json')))
b = lambda d: d if d == 'unscored' else '/'.join('-' if v is None else v for v in d.values())
for r in sorted(C, key=lambda r: (r['construction'], all(v is None for v in r['belief'].values()), cm[r['id']])):
    print(r['id'], r['construction'][:10], r['speaker'][0], cm[r['id']], '[%s]' % b(r['belief']), r['text'])
seen = set()
for r in sorted(E, key=lambda r: (r['construction'], r['id'])):
    if r['text'] in seen: continue
    seen.add(r['text'])
    pr = [x for x in E if x['text'] == r['text']]
    p = [x for x in pr if x['kind'] == 'prior'][0]; c = [x for x in pr if x['kind'] == 'current'][0]
    print(p['id'], r['construction'][:10], em[p['id']], 'P[%s] C[%s]' % (b(p['label']), b(c['label'])), r['text'])
