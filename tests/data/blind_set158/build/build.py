#!/usr/bin/env python3
"""Set 158: build claims.jsonl and estimates.jsonl from the templates (real.txt, tags.txt, attacker.txt) and the
notes (notes.txt). Seed 158: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
(entry number modulo 20); one draw per text (two top units, two middle siblings under the first, the three
lowest-level units under the first middle unit, each in a drawn order)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
S = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(S, 'ref', 'set158_scenarios.json')))
rng = random.Random(158)

def rows(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            f = ln.split('\t')
            assert len(f) == n, (name, ln)
            out.append(f)
    return out

claims_t = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
claims_t += [(g, m, t) for g, m, t in rows('tags.txt', 3)]
claims_t += [('attacker_probe', 'P' + ('X' if m == 'X' else ''), t) for m, t in rows('attacker.txt', 2)]
assert len(claims_t) == 300
notes_t = rows('notes.txt', 5)
assert len(notes_t) == 60

def noun(k):
    k = k.lower()
    if k in ('team_name', 'team_id'):
        return 'team'
    return k.replace('_', ' ')

def draw(sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'N': U[sc]['name'], 'L1': noun(lv[1]), 'L2': noun(lv[2])}, lv

UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def fill(t, v):
    out, mentions, pos = [], [], 0
    for m in re.finditer(r'\{(N|L1|L2|A2?|B2?|C[23]?)\}', t):
        out.append(t[pos:m.start()])
        val = v[m.group(1)]
        out.append(val)
        pos = m.end()
        if val.endswith('.') and t[pos:pos + 1] == '.':
            pos += 1
        if m.group(1) in UNITS and val not in mentions:
            mentions.append(val)
    out.append(t[pos:])
    return ''.join(out), mentions

def path(v, code, lv):
    if code in (None, 'null'):
        return {k: None for k in lv}
    vals = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(lv, vals))

rng.shuffle(claims_t)
rng.shuffle(notes_t)
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_t):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text, mentions = fill(t, v)
    att = tag == 'attacker_probe'
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': text, 'mentions': mentions,
                   'belief': path(v, mark if mark in ('A', 'B', 'C') else None, lv)})
    marks[rid] = {'mark': mark, 'template': t, 'units': {k: v[k] for k in UNITS}}
ests = []
for i, (style, adv, prior, cur, t) in enumerate(notes_t):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text, _ = fill(t, v)
    for j, (kind, code) in enumerate((('prior', prior), ('current', cur))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': 'unscored' if code == 'U' else path(v, code, lv)})
        marks[rid] = {'mark': code, 'adv': adv == '1', 'template': t, 'units': {k: v[k] for k in UNITS}}
with open(os.path.join(S, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(S, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
