#!/usr/bin/env python3
"""Build set 128's claims.jsonl and estimates.jsonl from build/real.txt, tags.txt, attacker.txt, notes.txt and
build/universes.json. Seed 128: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
(entry number modulo 20); one draw per text (two top units, two middle siblings under the first, the three lowest
units under the first middle unit, in a drawn order). Slots: {N} name; {A} {A2} top; {B} {B2} middle; {C} {C2} {C3}
lowest; {lA} {lB} {lC} level nouns (set 53's rule). Marks: C, B, A commit; X adversarial (all-null, names a unit);
null all-null naming no unit. Note labels: A, A2, B, B2, C, C2, C3, A?, B?, null, unscored."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set128_scenarios.json')))
rng = random.Random(128)

def noun(level):
    n = level.lower()
    for suf in ('_name', '_code', '_id'):
        if n.endswith(suf):
            n = n[:-len(suf)]
    return n.replace('_', ' ')

def read(name, ncol):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncol, (name, ln)
            rows.append(parts)
    return rows

claims_src = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
claims_src += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
claims_src += [('attacker_probe', m, t) for m, t in read('attacker.txt', 2)]
notes_src = read('notes.txt', 5)
assert len(claims_src) == 300 and len(notes_src) == 60, (len(claims_src), len(notes_src))
rng.shuffle(claims_src)
rng.shuffle(notes_src)

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    a, a2 = rng.sample(tops, 2)
    b, b2 = rng.sample(list(u[lv[1]][a]), 2)
    cs = list(u[lv[2]][b])
    rng.shuffle(cs)
    return lv, {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': cs[0], 'C2': cs[1], 'C3': cs[2],
                'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|lA|lB|lC)\}')
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}

def fill(t, v):
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in UNIT_SLOTS and v[k] not in mentions:
            mentions.append(v[k])
        return v[k]
    out = SLOT.sub(rep, t)
    out = out.replace('..', '.')
    if out[:1].islower() and t.startswith('{l'):
        out = out[0].upper() + out[1:]
    return out, mentions

def path(v, lv, mark):
    b = {l: None for l in lv}
    base = mark.rstrip('?')
    if base in ('C', 'C2', 'C3'):
        b[lv[0]], b[lv[1]], b[lv[2]] = v['A'], v['B'], v[base]
    elif base in ('B', 'B2'):
        b[lv[0]], b[lv[1]] = v['A'], v[base]
        if mark.endswith('?'):
            b[lv[2]] = '?'
    elif base in ('A', 'A2'):
        b[lv[0]] = v[base]
        if mark.endswith('?'):
            b[lv[1]] = '?'
    return b

claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_src):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, v)
    att = tag == 'attacker_probe'
    belief = path(v, lv, mark) if mark in ('A', 'B', 'C') else {l: None for l in lv}
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': text,
                   'mentions': mentions, 'belief': belief})
    marks[rid] = {'mark': mark, 'template': t, 'tag': tag}
ests = []
n = 0
for i, (style, adv, prior, cur, t) in enumerate(notes_src):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for kind, lab in (('prior', prior), ('current', cur)):
        n += 1
        label = 'unscored' if lab == 'unscored' else (path(v, lv, lab) if lab != 'null' else {l: None for l in lv})
        rid = 'e-%03d' % n
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': label})
        marks[rid] = {'mark': lab, 'adv': adv == 'adv', 'template': t, 'tag': style}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates', sum(1 for r in claims if marks[r['id']]['mark'] == 'X'), 'adversarial claims',
      sum(1 for r in ests if marks[r['id']]['adv']), 'adversarial estimate records')
