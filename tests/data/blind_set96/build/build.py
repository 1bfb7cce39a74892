#!/usr/bin/env python3
"""Set 96 generator: fills the hand-written templates (real.txt, tags.txt, attacker.txt, notes.txt)
with units drawn from the 20 chosen trees (universes.json, from choose.py). Seed 96."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set96_scenarios.json')))
rng = random.Random(96)

def noun(k):
    k = k.lower()
    for s in ('_name', '_code', '_id'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')

def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') and not w.endswith('ey') else w + 's'

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    par = {}
    for a in u[lv[0]]:
        par[a] = (0, None)
    for p, ks in u[lv[1]].items():
        for k in ks: par[k] = (1, p)
    for p, ks in u[lv[2]].items():
        for k in ks: par[k] = (2, p)
    return lv, par, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def path(par, x):
    p = [None, None, None]
    while x is not None:
        li, up = par[x]; p[li] = x; x = up
    return p

def fill(t, sc, lv, units):
    nm = U[sc]['name']
    ln = [noun(l) for l in lv]
    rep = dict(units, N=nm, lA=ln[0], lB=ln[1], lC=ln[2], lAs=plural(ln[0]), lBs=plural(ln[1]), lCs=plural(ln[2]))
    order = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in units and units[k] not in order:
            order.append(units[k])
    x = re.sub(r'\{(\w+)\}', lambda m: rep[m.group(1)], t)
    for v in units.values():
        if v.endswith('.'):
            x = x.replace(v + '.', v)
    return x, order

def spec(s, par, units):
    if s == 'U':
        return None
    if s == '-':
        return [None, None, None]
    q = s.endswith('?'); k = s.rstrip('?')
    p = path(par, units[k])
    if q:
        p[p.index(None)] = '?'
    return p

def lines(f):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, f), encoding='utf-8') if l.strip()]

entries = []
for l in lines('real.txt'):
    m, t = l.split('|', 1); entries.append(('realistic_reply', m, t))
for l in lines('tags.txt'):
    g, m, t = l.split('|', 2); entries.append((g, m, t))
for l in lines('attacker.txt'):
    m, t = l.split('|', 1); entries.append(('attacker_probe', m, t))
rng.shuffle(entries)
claims, marks = [], {}
for i, (g, m, t) in enumerate(entries):
    sc = SCEN[i % 20]
    lv, par, units = draw(sc)
    text, ment = fill(t, sc, lv, units)
    if m in 'CBA':
        p = path(par, units[m])
    else:
        p = [None, None, None]
    rid = 'c-%03d' % (i + 1)
    att = g == 'attacker_probe'
    claims.append(dict(id=rid, scenario=sc, speaker='attacker' if att else 'defender', construction=g,
                       question=None if att else 'Where does %s work?' % U[sc]['name'], text=text,
                       mentions=ment, belief=dict(zip(lv, p))))
    marks[rid] = m
notes = []
for l in lines('notes.txt'):
    st, adv, pr, cu, t = l.split('|', 4); notes.append((st, adv, pr, cu, t))
rng.shuffle(notes)
ests, emarks = [], {}
for i, (st, adv, pr, cu, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, par, units = draw(sc)
    text, _ = fill(t, sc, lv, units)
    for j, (kind, s) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + j + 1)
        lab = spec(s, par, units)
        ests.append(dict(id=rid, scenario=sc, kind=kind, construction=st, text=text,
                         label='unscored' if lab is None else dict(zip(lv, lab))))
        emarks[rid] = dict(adv=adv == '1', code=s)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(dict(claims=marks, estimates=emarks), open('/tmp/blind96/marks.json', 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates')
