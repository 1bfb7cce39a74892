#!/usr/bin/env python3
"""Builds set 122's claims.jsonl and estimates.jsonl from the hand-written, hand-labelled templates in this folder
(real.txt, tags.txt, attacker.txt, notes.txt) and the 20 chosen universes (universes.json, written by choose.py).
Every value a text asserts is drawn by a seeded generator (seed 122): one draw per text, after a seeded shuffle.
Slots: {N} the target's first name; {A} {A2} two top units; {B} {B2} two middle siblings under {A};
{C} {C2} {C3} three lowest-level units under {B}; {lA} {lB} {lC} the level nouns, {lAs} {lBs} {lCs} their plurals.
Marks: C, B, A commit at that unit (belief: the unit and its tree parents, null below); adv and null are all-null.
Note labels: null, A, A2, B, B2, C, C2, C3, A? (A, then '?'), B? (A, B, then '?'), unscored."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set122_scenarios.json')))
assert list(U) == SCEN

# level nouns (set 53's rule: lowercase, a final _name/_code/_id stripped, _ read as a space)
def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')
def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def rows(name, ncols):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        parts = ln.split('\t')
        assert len(parts) == ncols, (name, ln)
        out.append(parts)
    return out

real = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
tags = [(g, m, t) for g, m, t in rows('tags.txt', 3)]
att = [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
notes = rows('notes.txt', 5)
items = real + tags + att
assert len(items) == 300 and len(notes) == 60
assert len({t for _, _, t in items}) == 300 and len({n[4] for n in notes}) == 60
for _, m, _ in items:
    assert m in ('C', 'B', 'A', 'adv', 'null')

rng = random.Random(122)
rng.shuffle(items)
rng.shuffle(notes)

UNIT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
def draw(sc):
    u = U[sc]
    lv = u['levels']
    t = u['tree']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    B, B2 = rng.sample(list(t[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[lv[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
def path(d, k):
    return {'A': [d['A'], None, None], 'A2': [d['A2'], None, None], 'B': [d['A'], d['B'], None],
            'B2': [d['A'], d['B2'], None], 'C': [d['A'], d['B'], d['C']], 'C2': [d['A'], d['B'], d['C2']],
            'C3': [d['A'], d['B'], d['C3']], 'A?': [d['A'], '?', None], 'B?': [d['A'], d['B'], '?'],
            'null': [None, None, None]}[k]
def fill(tpl, sc, d):
    u = U[sc]
    nouns = [noun(k) for k in u['levels']]
    def rep(m):
        s = m.group(1)
        if s == 'N':
            return u['name']
        if s.startswith('l'):
            n = nouns['ABC'.index(s[1])]
            return plural(n) if s.endswith('s') else n
        return d[s]
    txt = UNIT.sub(rep, tpl)
    # a unit name ending in a full stop is written with one full stop at a sentence end
    txt = txt.replace('..', '.')
    return txt
def mentions(tpl, d):
    out = []
    for m in UNIT.finditer(tpl):
        s = m.group(1)
        if s == 'N' or s.startswith('l'):
            continue
        if d[s] not in out:
            out.append(d[s])
    return out

claims, marks = [], []
for i, (tag, mark, tpl) in enumerate(items):
    sc = SCEN[i % 20]
    d = draw(sc)
    lv = U[sc]['levels']
    vals = path(d, mark) if mark in ('C', 'B', 'A') else [None, None, None]
    att_ = tag == 'attacker_probe'
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att_ else 'defender',
                   'construction': tag, 'question': None if att_ else 'Where does %s work?' % U[sc]['name'],
                   'text': fill(tpl, sc, d), 'mentions': mentions(tpl, d),
                   'belief': dict(zip(lv, vals))})
    marks.append({'id': rid, 'tag': tag, 'mark': mark, 'template': tpl, 'units': d})
ests = []
for k, (style, adv, prior, cur, tpl) in enumerate(notes):
    sc = SCEN[k % 20]
    d = draw(sc)
    lv = U[sc]['levels']
    txt = fill(tpl, sc, d)
    for j, (kind, lab) in enumerate((('prior', prior), ('current', cur))):
        rid = 'e-%03d' % (2 * k + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt,
                     'label': 'unscored' if lab == 'unscored' else dict(zip(lv, path(d, lab)))})
        marks.append({'id': rid, 'tag': style, 'mark': lab, 'adv': adv == 'adv', 'template': tpl, 'units': d})
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
nadv = sum(1 for _, m, _ in items if m == 'adv')
print('%d claims, %d estimates, %d adversarial claims, %d adversarial estimate records' % (
    len(claims), len(ests), nadv, 2 * sum(1 for n in notes if n[1] == 'adv')))
