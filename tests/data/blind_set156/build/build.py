#!/usr/bin/env python3
"""Builds set 156's claims.jsonl and estimates.jsonl from the build sources (real.txt, tags.txt, attacker.txt,
notes.txt) and universes.json (written by choose.py). Seed 156: one seeded shuffle of the 300 claim templates and
of the 60 notes; scenarios in turn (entry number modulo 20); one draw per text (two top units, two middle units
under the first, the three lowest units under the first middle unit, in drawn order)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
rng = random.Random(156)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
order = json.load(open(os.path.join(SET, 'ref', 'set156_scenarios.json')))

def noun(key):
    key = key.lower()
    if key in ('team_name', 'team_id'):
        return 'team'
    return key.replace('_', ' ')

def rows(name, ncols):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('\t')
            assert len(p) == ncols, ln
            out.append(p)
    return out

claims_src = [('realistic_reply', 'defender', m, t) for m, t in rows('real.txt', 2)]
claims_src += [(tag, 'defender', m, t) for tag, m, t in rows('tags.txt', 3)]
claims_src += [('attacker_probe', 'attacker', m, t) for m, t in rows('attacker.txt', 2)]
notes_src = rows('notes.txt', 5)
assert len(claims_src) == 300 and len(notes_src) == 60
rng.shuffle(claims_src)
rng.shuffle(notes_src)
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')

def draw(sc):
    u = uni[sc]['tree']
    lv = uni[sc]['levels']
    a, a2 = rng.sample(list(u[lv[0]]), 2)
    b, b2 = rng.sample(list(u[lv[1]][a]), 2)
    c, c2, c3 = rng.sample(list(u[lv[2]][b]), 3)
    return {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}

def fill(t, sc, v):
    lv = uni[sc]['levels']
    vals = dict(v, N=uni[sc]['name'], L1=noun(lv[1]), L2=noun(lv[2]))
    mentions = []
    out = []
    pos = 0
    for m in SLOT.finditer(t):
        out.append(t[pos:m.start()])
        s = m.group(1)
        val = vals[s]
        nxt = t[m.end():m.end() + 1]
        if val.endswith('.') and nxt == '.':
            pos_skip = 1  # the unit's own full stop ends the sentence
        else:
            pos_skip = 0
        out.append(val)
        pos = m.end() + pos_skip
        if s not in ('N', 'L1', 'L2') and vals[s] not in mentions:
            mentions.append(vals[s])
    out.append(t[pos:])
    return ''.join(out), mentions

def path(sc, v, mark):
    lv = uni[sc]['levels']
    if mark == 'C':
        p = [v['A'], v['B'], v['C']]
    elif mark == 'B':
        p = [v['A'], v['B'], None]
    elif mark == 'A':
        p = [v['A'], None, None]
    else:
        p = [None, None, None]
    return dict(zip(lv, p))

def spec(sc, v, s):
    lv = uni[sc]['levels']
    if s == 'U':
        return 'unscored'
    p = {'null': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
         'C': [v['A'], v['B'], v['C']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?'],
         'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'B2': [v['A'], v['B2'], None],
         'A2': [v['A2'], None, None]}[s]
    return dict(zip(lv, p))

claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_src):
    sc = order[i % 20]
    v = draw(sc)
    text, men = fill(t, sc, v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % uni[sc]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': men, 'belief': path(sc, v, mark)})
    marks[rid] = {'mark': mark, 'template': t, 'draw': v}
ests = []
k = 0
for i, (style, adv, pr, cu, t) in enumerate(notes_src):
    sc = order[i % 20]
    v = draw(sc)
    text, men = fill(t, sc, v)
    for kind, s in (('prior', pr), ('current', cu)):
        k += 1
        rid = 'e-%03d' % k
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': spec(sc, v, s)})
        marks[rid] = {'spec': s, 'adv': adv, 'template': t, 'draw': v}
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
