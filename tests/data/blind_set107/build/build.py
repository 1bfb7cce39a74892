#!/usr/bin/env python3
"""Build set 107's claims.jsonl and estimates.jsonl from the hand-written templates (real.txt, tags.txt,
attacker.txt, notes.txt) and the 20 universes (universes.json, written by choose.py). Every value a text asserts
is drawn by a seeded generator (seed 107, one draw per text): two top units (A, A2), two middle siblings under A
(B, B2) and the three lowest-level units under B (C, C2, C3). Labels follow each template's hand-given mark."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json'), encoding='utf-8'))
ORDER = json.load(open(os.path.join(SET, 'ref', 'set107_scenarios.json')))
assert list(U) == ORDER

def noun(level):
    s = level.lower()
    for suf in ('_name', '_code', '_id'):
        if s.endswith(suf):
            s = s[:-len(suf)]
    return s.replace('_', ' ')

def plural(n):
    if n.endswith('y') and n[-2:-1] not in 'aeiou':
        return n[:-1] + 'ies'
    return n + 's'

def read(name, ncols):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncols, (name, ln)
            rows.append(parts)
    return rows

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': U[sc]['name']}
    for k, l in zip('ABC', lv):
        v['l' + k] = noun(l)
        v['l' + k + 's'] = plural(noun(l))
    return v

def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t)
    out = re.sub(r'(?<!\.)\.\.(?!\.)', '.', out)  # a unit name ending in a full stop that closes a sentence
    return out

def mentions(t, v):
    seen = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in UNIT_SLOTS and v[k] not in seen:
            seen.append(v[k])
    return seen

def path(code, v, lv):
    """label code -> list of 3 values"""
    if code == '0':
        return [None, None, None]
    q = code.endswith('?')
    c = code.rstrip('?')
    if c in ('A', 'A2'):
        p = [v[c], None, None]
    elif c in ('B', 'B2'):
        p = [v['A'], v[c], None]
    else:
        p = [v['A'], v['B'], v[c]]
    if q:
        p[p.index(None)] = '?'
    return p

def main():
    rng = random.Random(107)
    entries = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    entries += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
    entries += [('attacker_probe', m, t) for m, t in read('attacker.txt', 2)]
    assert len(entries) == 300
    rng.shuffle(entries)
    claims, marks = [], {}
    for i, (tag, mark, t) in enumerate(entries):
        sc = ORDER[i % 20]
        lv = U[sc]['levels']
        v = draw(rng, sc)
        rid = 'c-%03d' % (i + 1)
        ment = mentions(t, v)
        if mark == 'C':
            bel = [v['A'], v['B'], v['C']]
        elif mark == 'B':
            bel = [v['A'], v['B'], None]
        elif mark == 'A':
            bel = [v['A'], None, None]
        else:
            bel = [None, None, None]
        att = tag == 'attacker_probe'
        claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender',
                       'construction': tag, 'question': None if att else 'Where does %s work?' % v['N'],
                       'text': fill(t, v), 'mentions': ment, 'belief': dict(zip(lv, bel))})
        marks[rid] = mark
    notes = read('notes.txt', 5)
    assert len(notes) == 60
    rng.shuffle(notes)
    ests = []
    for i, (style, pr, cu, adv, t) in enumerate(notes):
        sc = ORDER[i % 20]
        lv = U[sc]['levels']
        v = draw(rng, sc)
        text = fill(t, v)
        for kind, code in (('prior', pr), ('current', cu)):
            rid = 'e-%03d' % (len(ests) + 1)
            lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v, lv)))
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            marks[rid] = 'adv' if adv == '1' else 'plain'
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    nadv_c = sum(1 for r in claims if marks[r['id']] == 'X')
    nadv_e = sum(1 for r in ests if marks[r['id']] == 'adv')
    print('%d claims, %d estimates, %d adversarial claims, %d adversarial notes' % (len(claims), len(ests), nadv_c, nadv_e // 2))

main()
