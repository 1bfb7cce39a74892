#!/usr/bin/env python3
"""Prints every claim (id, tag, speaker initial, mark, code, committed path, text) and every note (first id,
style, mark, codes, both labels, text), sorted by tag, mark and code, for the review pass."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
cl = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'), encoding='utf-8')]
es = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'), encoding='utf-8')]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
for r in sorted(cl, key=lambda r: (r['construction'], cm[r['id']]['mark'], cm[r['id']]['code'], r['id'])):
    b = '/'.join(str(v) for v in r['belief'].values() if v is not None) or '-'
    print('%s %s %s %s %s [%s] %s' % (r['id'], r['construction'], r['speaker'][0], cm[r['id']]['mark'],
                                      cm[r['id']]['code'], b, r['text']))
byid = {r['id']: r for r in es}
firsts = [r for r in es if r['kind'] == 'prior']
for r in sorted(firsts, key=lambda r: (r['construction'], em[r['id']]['mark'], r['id'])):
    c = byid['e-%03d' % (int(r['id'][2:]) + 1)]
    f = lambda lab: lab if lab == 'unscored' else '/'.join(str(v) for v in lab.values())
    print('%s %s %s %s>%s P[%s] C[%s] %s' % (r['id'], r['construction'], em[r['id']]['mark'], em[r['id']]['code'],
                                            em[c['id']]['code'], f(r['label']), f(c['label']), r['text']))
