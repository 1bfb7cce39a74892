#!/usr/bin/env python3
"""Mechanical review of set 146: every claim's belief against its template mark, every estimate's label against
its note spec."""
import json, os
H = os.path.dirname(os.path.abspath(__file__))
M = json.load(open(os.path.join(H, 'marks.json')))
bad = 0
for ln in open(os.path.join(H, '..', 'claims.jsonl')):
    r = json.loads(ln); m = M[r['id']]; v = m['v']; vals = list(r['belief'].values()); mk = m['mark']
    exp = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(mk, [None] * 3)
    ok = vals == exp
    if mk in 'CBA':
        ok &= v[mk] in r['text'] and v[mk] in r['mentions']
    if mk in 'XQ':
        ok &= len(r['mentions']) > 0
    if mk in 'NP':
        ok &= r['mentions'] == []
    ok &= all(x in r['text'] for x in r['mentions'])
    pos = [r['text'].find(x) for x in r['mentions']]
    ok &= pos == sorted(pos)
    ok &= (r['question'] is None) == (r['speaker'] == 'attacker') == (mk in 'PQ')
    if not ok:
        bad += 1; print('FAIL', r)
for ln in open(os.path.join(H, '..', 'estimates.jsonl')):
    r = json.loads(ln); m = M[r['id']]; v = m['v']; sp = m['spec']
    P = {'null': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
         'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}
    ok = r['label'] == 'unscored' if sp == 'U' else list(r['label'].values()) == P[sp]
    if not ok:
        bad += 1; print('FAIL', r)
print('failed', bad)
