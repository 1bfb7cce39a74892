#!/usr/bin/env python3
"""Builds set 125's claims.jsonl and estimates.jsonl from the hand-written templates in build/ (real.txt, tags.txt,
attacker.txt, notes.txt) and the 20 universes of build/universes.json. Seed 125: one seeded shuffle of the 300 claim
templates and of the 60 notes; scenarios in turn (entry number modulo 20); one draw per text (two top units, two
middle siblings under the first, the three lowest units under the first middle unit, in a drawn order). Every value a
text asserts is a drawn value. Writes claims.jsonl, estimates.jsonl and build/marks.json."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
ORDER = json.load(open(os.path.join(HERE, 'ref', 'set125_scenarios.json')))


def noun(key):
    # set 53's rule: lowercase, a final _name/_code/_id stripped, _ read as a space
    k = re.sub(r'_(name|code|id)$', '', key.lower())
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def rows(name, ncols):
    out = []
    for ln in open(os.path.join(B, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        parts = ln.split('|')
        assert len(parts) == ncols, (name, ln)
        out.append(parts)
    return out


claims_t = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
claims_t += [(tag, m, t) for tag, m, t in rows('tags.txt', 3)]
claims_t += [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
notes_t = rows('notes.txt', 5)
assert len(claims_t) == 300, len(claims_t)
assert len(notes_t) == 60, len(notes_t)
assert len({t for _, _, t in claims_t}) == 300, 'duplicate claim template'
assert len({n[4] for n in notes_t}) == 60, 'duplicate note template'

rng = random.Random(125)
rng.shuffle(claims_t)
rng.shuffle(notes_t)

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|l[ABC]s?)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def draw(sc):
    u = U[sc]
    lv = u['levels']
    t = u['universe']
    a, a2 = rng.sample(list(t[lv[0]]), 2)
    b, b2 = rng.sample(list(t[lv[1]][a]), 2)
    c, c2, c3 = rng.sample(list(t[lv[2]][b]), 3)
    n = [noun(x) for x in lv]
    return {'N': u['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'lA': n[0], 'lB': n[1], 'lC': n[2], 'lAs': plural(n[0]), 'lBs': plural(n[1]), 'lCs': plural(n[2])}


def fill(tpl, v):
    out, mentions, pos = [], [], 0
    for m in SLOT.finditer(tpl):
        out.append(tpl[pos:m.start()])
        s = m.group(1)
        val = v[s]
        if s in UNIT_SLOTS and val not in mentions:
            mentions.append(val)
        out.append(val)
        pos = m.end()
    out.append(tpl[pos:])
    text = ''.join(out)
    # a unit name ending in a full stop is not followed by a second one
    for s in UNIT_SLOTS:
        if v[s].endswith('.'):
            text = text.replace(v[s] + '.', v[s])
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    return text, mentions


def path(v, sc, spec):
    """spec: null, unscored, A, A2, B, B2, C, C2, C3, A?, B? -> label list"""
    if spec == 'unscored':
        return 'unscored'
    if spec == 'null':
        return [None, None, None]
    q = spec.endswith('?')
    s = spec.rstrip('?')
    u = U[sc]
    lv, t = u['levels'], u['universe']
    unit = v[s]
    if s[0] == 'A':
        p = [unit, None, None]
    elif s[0] == 'B':
        p = [v['A'], unit, None]
    else:
        p = [v['A'], v['B'], unit]
    if q:
        k = p.index(None)
        p[k] = '?'
    return p


claims, marks = [], {}
for i, (tag, mark, tpl) in enumerate(claims_t):
    sc = ORDER[i % 20]
    v = draw(sc)
    text, mentions = fill(tpl, v)
    lv = U[sc]['levels']
    bel = {'C': path(v, sc, 'C'), 'B': path(v, sc, 'B'), 'A': path(v, sc, 'A')}.get(mark, [None, None, None])
    if mark in 'CBA':
        assert v[mark] in mentions, (tpl, mark)
    if mark == 'X':
        assert mentions, tpl
    if mark == 'N':
        assert not mentions, tpl
    cid = 'c-%03d' % (i + 1)
    attacker = tag == 'attacker_probe'
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if attacker else 'defender',
                   'construction': tag, 'question': None if attacker else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, bel))})
    marks[cid] = {'mark': mark, 'tag': tag, 'template': tpl, 'draw': v}

ests = []
k = 0
for i, (style, adv, prior, current, tpl) in enumerate(notes_t):
    sc = ORDER[i % 20]
    v = draw(sc)
    text, _ = fill(tpl, v)
    lv = U[sc]['levels']
    for kind, spec in (('prior', prior), ('current', current)):
        k += 1
        eid = 'e-%03d' % k
        lab = path(v, sc, spec)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
        marks[eid] = {'style': style, 'adv': adv == '1', 'spec': spec, 'template': tpl, 'draw': v}

with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=1)
print('claims', len(claims), 'estimates', len(ests),
      'adversarial claims', sum(1 for r in marks.values() if r.get('mark') == 'X'),
      'adversarial estimate records', sum(1 for r in marks.values() if r.get('adv')))
