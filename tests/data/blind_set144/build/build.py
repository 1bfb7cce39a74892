#!/usr/bin/env python3
"""Build set 144's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Seed 144: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo
20); one draw per text (two top units, two middle siblings under the first, the three lowest units under the first
middle unit, each in a drawn order). Writes ../claims.jsonl, ../estimates.jsonl and marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set144_scenarios.json')))
rng = random.Random(144)
def rd(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]
claims_t = [('realistic_reply', m, t) for m, t in rd('real.txt')] + [(g, m, t) for g, m, t in rd('tags.txt')] + \
           [('attacker_probe', 'P' + m, t) for m, t in rd('attacker.txt')]
notes_t = rd('notes.txt')
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)
NOUN = {'project_code': 'project', 'team_name': 'team'}
def noun(k):
    return NOUN.get(k, k.replace('_', ' '))
def draw(sc):
    u = U[sc]['tree']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); rng.shuffle(tops)
    a, a2 = tops[0], tops[1]
    mids = list(u[lv[1]][a]); rng.shuffle(mids)
    b, b2 = mids[0], mids[1]
    lows = list(u[lv[2]][b]); rng.shuffle(lows)
    return {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': lows[0], 'C2': lows[1], 'C3': lows[2],
            'L1': noun(lv[1]), 'L2': noun(lv[2])}
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(t, v):
    out = re.sub(r'\{(N|A2?|B2?|C[23]?|L1|L2)\}', lambda m: v[m.group(1)], t)
    for s in UNIT_SLOTS:  # a unit ending in a full stop, before a full stop: written once
        if v[s].endswith('.'):
            out = out.replace(v[s] + '.', v[s])
    return out
def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        if v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out
def path(v, lv, spec):
    if spec in (None, 'null'):
        return [None, None, None]
    return {'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[spec]
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_t):
    sc = SC[i % 20]; lv = U[sc]['levels']; v = draw(sc)
    att = mark.startswith('P')
    bel = path(v, lv, mark) if mark in ('A', 'B', 'C') else [None, None, None]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': fill(t, v),
                   'mentions': mentions(t, v), 'belief': dict(zip(lv, bel))})
    marks[rid] = {'mark': mark, 'template': t, 'adversarial': mark in ('X', 'PX'), 'slots': v}
ests, nmarks = [], {}
k = 0
for i, (style, adv, pr, cu, t) in enumerate(notes_t):
    sc = SC[i % 20]; lv = U[sc]['levels']; v = draw(sc)
    for kind, spec in (('prior', pr), ('current', cu)):
        k += 1
        rid = 'e-%03d' % k
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(v, lv, spec)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': fill(t, v), 'label': lab})
        nmarks[rid] = {'adversarial': adv == '1', 'spec': spec, 'template': t}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': nmarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print('claims', len(claims), 'estimates', len(ests))
