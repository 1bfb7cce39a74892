#!/usr/bin/env python3
"""Builds set 123's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (hand-written templates, hand-assigned marks) and build/universes.json. Every value a text asserts is
drawn by random.Random(123): one draw per text (scenario in turn after a seeded shuffle; then two top units, two middle
siblings under the first, three lowest-level units under the first middle unit, in a drawn order).
Marks: C / B / A commit at the lowest, middle, top level ({C}, {B}, {A}); X adversarial (all-null, names a unit);
0 and P all-null naming no unit. Note labels: 0 all-null, U unscored, A?/B? the named unit with "?" below it.
Level nouns (set 53's rule): lowercase, a final _name/_code/_id stripped, _ read as a space."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(SET, 'ref', 'set123_scenarios.json')))
rng = random.Random(123)
def noun(k):
    k = re.sub(r'_(name|code|id)$', '', k.lower())
    return k.replace('_', ' ')
def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') and n[-2] not in 'aeiou' else n + 's'
claims_t = []
for line in open(os.path.join(HERE, 'real.txt')):
    m, t = line.rstrip('\n').split('|', 1); claims_t.append(('realistic_reply', 'defender', m, t))
for line in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = line.rstrip('\n').split('|', 2); claims_t.append((g, 'defender', m, t))
for line in open(os.path.join(HERE, 'attacker.txt')):
    m, t = line.rstrip('\n').split('|', 1); claims_t.append(('attacker_probe', 'attacker', m, t))
notes_t = []
for line in open(os.path.join(HERE, 'notes.txt')):
    st, adv, p, c, t = line.rstrip('\n').split('|', 4); notes_t.append((st, adv == '1', p, c, t))
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)
def draw(sc):
    u = uni[sc]['universe']; L = uni[sc]['levels']
    A, A2 = rng.sample(u[L[0]], 2)
    B, B2 = rng.sample(u[L[1]][A], 2)
    C, C2, C3 = rng.sample(u[L[2]][B], 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
def path(sc, key, d):
    """label / belief values for a code: the unit's path, '?' where asked, null below."""
    u = uni[sc]['universe']; L = uni[sc]['levels']
    if key in ('0', 'P', 'X'):
        return [None, None, None]
    q = key.endswith('?')
    k = key.rstrip('?')
    e = d[k]
    lvl = 0 if k[0] == 'A' else 1 if k[0] == 'B' else 2
    vals = [None, None, None]
    cur, li = e, lvl
    while cur is not None:
        vals[li] = cur
        if li == 0:
            break
        par = [p for p, ks in u[L[li]].items() if cur in ks]
        cur = par[0]; li -= 1
    if q:
        vals[lvl + 1] = '?'
    return vals
def fill(t, sc, d):
    L = uni[sc]['levels']
    out = t
    mentions = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        if d[m.group(1)] not in mentions:
            mentions.append(d[m.group(1)])
    for i, X in enumerate('ABC'):
        out = out.replace('{l%ss}' % X, plural(noun(L[i]))).replace('{l%s}' % X, noun(L[i]))
    out = out.replace('{N}', uni[sc]['first_name'])
    for k in ('A2', 'B2', 'C2', 'C3', 'A', 'B', 'C'):
        out = out.replace('{%s}' % k, d[k])
    return out, mentions
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_t):
    sc = scen[i % 20]
    d = draw(sc)
    text, mentions = fill(t, sc, d)
    L = uni[sc]['levels']
    vals = path(sc, mark if mark in 'ABC' else '0', d)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % uni[sc]['first_name']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(L, vals))})
    marks[cid] = {'mark': mark, 'template': t, 'draw': d}
ests = []
n = 0
for i, (st, adv, p, c, t) in enumerate(notes_t):
    sc = scen[i % 20]
    d = draw(sc)
    text, mentions = fill(t, sc, d)
    L = uni[sc]['levels']
    for kind, code in (('prior', p), ('current', c)):
        n += 1
        eid = 'e-%03d' % n
        lab = 'unscored' if code == 'U' else dict(zip(L, path(sc, code, d)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab})
        marks[eid] = {'mark': code, 'adversarial': adv, 'template': t, 'draw': d}
with open(os.path.join(SET, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv_c = sum(1 for r in claims if marks[r['id']]['mark'] == 'X')
adv_e = sum(1 for r in ests if marks[r['id']]['adversarial'])
print('claims', len(claims), 'estimates', len(ests), 'adversarial claims', adv_c, 'adversarial estimate records', adv_e)
