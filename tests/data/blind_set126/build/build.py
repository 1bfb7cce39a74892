#!/usr/bin/env python3
"""Builds set 126's claims.jsonl and estimates.jsonl from the template files in build/ (seed 126).
real.txt: MARK<TAB>TEXT; tags.txt: TAG<TAB>MARK<TAB>TEXT; attacker.txt: MARK<TAB>TEXT;
notes.txt: STYLE<TAB>ADV<TAB>PRIOR<TAB>CURRENT<TAB>TEXT. MARK in C, B, A, adv, null.
Slots: {N} first name; {A} {A2} top units; {B} {B2} middle siblings under A; {C} {C2} {C3} lowest units under B;
{lA} {lB} {lC} level nouns, {lAs} {lBs} {lCs} plurals. One seeded draw per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set126_scenarios.json')))
rng = random.Random(126)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    if n.endswith('y'):
        return n[:-1] + 'ies'
    return n + 's'

def rows(name, ncols):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip():
            continue
        parts = ln.split('\t')
        assert len(parts) == ncols, (name, ln)
        out.append(parts)
    return out

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
    for i, k in enumerate('ABC'):
        v['l' + k] = noun(lv[i]); v['l' + k + 's'] = plural(noun(lv[i]))
    return v, lv

def fill(t, v):
    out, pos, mentions = [], 0, []
    for m in SLOT.finditer(t):
        out.append(t[pos:m.start()])
        val = v[m.group(1)]
        if m.group(1) in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and val not in mentions:
            mentions.append(val)
        nxt = t[m.end():m.end() + 1]
        if val.endswith('.') and nxt == '.':
            val = val[:-1]
        out.append(val)
        pos = m.end()
    out.append(t[pos:])
    return ''.join(out), mentions

def path(v, spec, lv):
    base = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'Aq': [v['A'], '?', None], 'Bq': [v['A'], v['B'], '?'],
            'null': [None, None, None]}
    return dict(zip(lv, base[spec]))

items = []
for mark, text in rows('real.txt', 2):
    items.append(('realistic_reply', mark, text))
for tag, mark, text in rows('tags.txt', 3):
    items.append((tag, mark, text))
for mark, text in rows('attacker.txt', 2):
    items.append(('attacker_probe', mark, text))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(items):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text, mentions = fill(t, v)
    spec = mark if mark in ('A', 'B', 'C') else 'null'
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                   'construction': tag, 'question': None if tag == 'attacker_probe' else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': mentions, 'belief': path(v, spec, lv)})
    marks[rid] = {'mark': mark, 'template': t, 'draw': v}
notes = rows('notes.txt', 5)
assert len(notes) == 60, len(notes)
rng.shuffle(notes)
ests = []
n = 0
for i, (style, adv, prior, cur, t) in enumerate(notes):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text, mentions = fill(t, v)
    for kind, spec in (('prior', prior), ('current', cur)):
        n += 1
        rid = 'e-%03d' % n
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': 'unscored' if spec == 'unscored' else path(v, spec, lv)})
        marks[rid] = {'mark': 'adv' if adv == '1' else 'plain', 'spec': spec, 'template': t, 'draw': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for k, m in marks.items() if k.startswith('c-') and m['mark'] == 'adv'), 'adversarial claims',
      sum(1 for k, m in marks.items() if k.startswith('e-') and m['mark'] == 'adv'), 'adversarial estimate records')
