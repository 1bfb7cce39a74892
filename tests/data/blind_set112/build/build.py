#!/usr/bin/env python3
"""Builds claims.jsonl and estimates.jsonl of set 112 from texts.py and notes.py: every value a text asserts is drawn
by a seeded generator (seed 112), one draw per text."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
from texts import REAL, PERSONA, ATTACKER
from notes import NOTES
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set112_scenarios.json')))
rng = random.Random(112)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def fill(tpl, sc, v, lv):
    n = U[sc]['name']; mentions = []
    def rep(m):
        k = m.group(1)
        if k == 'N': return n
        if k in ('lA', 'lB', 'lC'): return noun(lv['ABC'.index(k[1])])
        if v[k] not in mentions: mentions.append(v[k])
        return v[k]
    txt = re.sub(r'\{(N|lA|lB|lC|A2|A|B2|B|C2|C3|C)\}', rep, tpl)
    txt = re.sub(r'\.\.(?=\s|$)', '.', txt)  # a unit name ending in "." before a full stop
    if not re.match(r'\{(A2|A|B2|B|C2|C3|C)\}', tpl):  # a unit name opening a text keeps its own case
        txt = txt[0].upper() + txt[1:]
    return txt, mentions

def path(code, v, lv):
    if code is None: return {l: None for l in lv}
    if code == 'unscored': return 'unscored'
    vals = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'A?': [v['A'], '?', None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'B?': [v['A'], v['B'], '?'],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']]}[code]
    return dict(zip(lv, vals))

# claims: realistic replies (C, B, ADV templates twice; A and NULL templates twice but the last once), personas, probes
items = []
# C, B and ADV templates are drawn twice each (with different draws); A and NULL templates once each
for mark, t in REAL:
    for _ in range(1 if mark in ('A', 'NULL') else 2):
        items.append(('realistic_reply', mark, t))
for tag, lst in PERSONA.items():
    for mark, t in lst: items.append((tag, mark, t))
for mark, t in ATTACKER: items.append(('attacker_probe', mark, t))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(items):
    sc = SC[i % 20]; lv, v = draw(sc)
    txt, ment = fill(t, sc, v, lv)
    rid = 'c-%03d' % (i + 1)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark)
    bel = path(code, v, lv)
    att = mark in ('PROBE', 'PADV')
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % U[sc]['name'], 'text': txt,
                   'mentions': ment, 'belief': bel})
    marks[rid] = {'mark': mark, 'template': t, 'draw': v}
# estimates
notes = list(NOTES); rng.shuffle(notes)
ests = []
for k, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[k % 20]; lv, v = draw(sc)
    txt, _ = fill(t, sc, v, lv)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * k + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt,
                     'label': path(code, v, lv)})
        marks[rid] = {'mark': 'ADV' if adv else 'PLAIN', 'code': code, 'template': t, 'draw': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv = [r for r in claims if marks[r['id']]['mark'] in ('ADV', 'PADV')]
print(len(claims), 'claims', len(ests), 'estimates', len(adv), 'adversarial claims',
      sum(1 for e in ests if marks[e['id']]['mark'] == 'ADV'), 'adversarial estimate records')
