#!/usr/bin/env python3
"""Builds set 146's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt
(seed 146: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn, entry number
modulo 20; one draw per text)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(HERE, '..', 'ref', 'set146_scenarios.json')))
rng = random.Random(146)

def noun(k):
    return {'project_code': 'project', 'team_name': 'team'}.get(k, k.replace('_', ' '))

claims_t = []
for ln in open(os.path.join(HERE, 'real.txt')):
    m, t = ln.rstrip('\n').split('\t'); claims_t.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = ln.rstrip('\n').split('\t'); claims_t.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    m, t = ln.rstrip('\n').split('\t'); claims_t.append(('attacker_probe', m, t))
notes = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'notes.txt'))]
assert len(claims_t) == 300 and len(notes) == 60
rng.shuffle(claims_t)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, dict(N=U[sc]['name'], A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, L1=noun(lv[1]), L2=noun(lv[2]))

UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def fill(t, v):
    mentions = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNITS and v[m.group(1)] not in mentions:
            mentions.append(v[m.group(1)])
    out = t
    for k in sorted(v, key=len, reverse=True):
        val = v[k]
        if k in UNITS and val.endswith('.'):
            out = out.replace('{%s}.' % k, val)
        out = out.replace('{%s}' % k, val)
    assert '{' not in out, out
    return out, mentions

def path(spec, v):
    if spec == 'null': return [None, None, None]
    if spec == 'A': return [v['A'], None, None]
    if spec == 'B': return [v['A'], v['B'], None]
    if spec == 'C': return [v['A'], v['B'], v['C']]
    if spec == 'C2': return [v['A'], v['B'], v['C2']]
    if spec == 'A?': return [v['A'], '?', None]
    if spec == 'B?': return [v['A'], v['B'], '?']
    raise ValueError(spec)

claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_t):
    sc = SC[i % 20]
    lv, v = draw(sc)
    text, men = fill(t, v)
    bel = {'C': path('C', v), 'B': path('B', v), 'A': path('A', v)}.get(mark, [None, None, None])
    rid = 'c-%03d' % (i + 1)
    att = tag == 'attacker_probe'
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': text, 'mentions': men,
                   'belief': dict(zip(lv, bel))})
    marks[rid] = {'mark': mark, 'template': t, 'adversarial': mark in ('X', 'Q'), 'v': v}
ests, n = [], 0
for i, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for kind, spec in (('prior', pr), ('current', cu)):
        n += 1
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(spec, v)))
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks['e-%03d' % n] = {'adversarial': adv == '1', 'spec': spec, 'template': t, 'v': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print(len(claims), len(ests))
