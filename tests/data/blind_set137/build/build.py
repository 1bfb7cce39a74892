#!/usr/bin/env python3
"""Builds set 137's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Seed 137: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number
modulo 20); one draw per text of the units it names (every value a text asserts is drawn here)."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
rng = random.Random(137)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set137_scenarios.json')))

def noun(k):
    k = k.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

claims_t = []
for ln in open(os.path.join(B, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t')
        claims_t.append(('realistic_reply', m, t))
for ln in open(os.path.join(B, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        g, m, t = ln.rstrip('\n').split('\t')
        claims_t.append((g, m, t))
for ln in open(os.path.join(B, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t')
        claims_t.append(('attacker_probe', m, t))
notes = []
for ln in open(os.path.join(B, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        s, a, p, c, t = ln.rstrip('\n').split('\t')
        notes.append((s, a == '1', p, c, t))
assert len(claims_t) == 300 and len(notes) == 60
assert len({t for _, _, t in claims_t}) == 300
rng.shuffle(claims_t)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a])
    b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b])
    c, c2, c3 = rng.sample(lows, 3)
    return lv, {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}

def fill(t, sc, lv, v):
    name = U[sc]['name']
    def rep(m):
        k = m.group(1)
        if k == 'N':
            return name
        if k == 'L1':
            return noun(lv[1])
        if k == 'L2':
            return noun(lv[2])
        return v[k]
    out = re.sub(r'\{(\w+)\}', rep, t)
    return out.replace('..', '.')

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in v and v[k] not in out:
            out.append(v[k])
    return out

def path(lv, v, spec):
    if spec == 'U':
        return 'unscored'
    d = {l: None for l in lv}
    if spec == 'null':
        return d
    q = spec.endswith('?')
    s = spec.rstrip('?')
    if s == 'A':
        d[lv[0]] = v['A']
        if q:
            d[lv[1]] = '?'
    elif s == 'B':
        d[lv[0]], d[lv[1]] = v['A'], v['B']
        if q:
            d[lv[2]] = '?'
    elif s in ('C', 'C2'):
        d[lv[0]], d[lv[1]], d[lv[2]] = v['A'], v['B'], v[s]
    else:
        raise ValueError(spec)
    return d

claims, marks = [], {}
for i, (tag, m, t) in enumerate(claims_t):
    sc = SC[i % 20]
    lv, v = draw(sc)
    rid = 'c-%03d' % (i + 1)
    b = {l: None for l in lv}
    if m in ('C', 'B', 'A'):
        assert '{%s}' % m in t, t
        b = path(lv, v, m)
    if m in ('X', 'Q'):
        assert mentions(t, v), t
    if m in ('N', 'P'):
        assert not mentions(t, v), t
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Where does %s work?' % U[sc]['name']
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': fill(t, sc, lv, v), 'mentions': mentions(t, v), 'belief': b})
    marks[rid] = {'mark': m, 'template': t, 'units': v}
ests = []
n = 0
for i, (s, adv, p, c, t) in enumerate(notes):
    sc = SC[i % 20]
    lv, v = draw(sc)
    txt = fill(t, sc, lv, v)
    for kind, spec in (('prior', p), ('current', c)):
        n += 1
        rid = 'e-%03d' % n
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': s, 'text': txt, 'label': path(lv, v, spec)})
        marks[rid] = {'mark': spec, 'adversarial': adv, 'template': t, 'units': v}
with open(os.path.join(H, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(H, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for k, x in marks.items() if k.startswith('c-') and x['mark'] in ('X', 'Q')), 'adversarial claims',
      sum(1 for k, x in marks.items() if k.startswith('e-') and x['adversarial']), 'adversarial estimate records')
