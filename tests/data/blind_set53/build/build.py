import json, random, re
U = json.load(open('build/universes.json'))
SC = json.load(open('ref/set53_scenarios.json'))
UNIT = ['A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D']

def noun(k):
    return re.sub(r'_(name|code)$', '', k).replace('_', ' ')

def pick(sc, rng):
    u = U[sc]['universe']; L = list(u)
    tops = list(u[L[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(u[L[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(u[L[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    D = rng.choice(list(u[L[2]][B2]))
    v = dict(A=A, B=B, C=C, A2=A2, B2=B2, C2=C2, C3=C3, D=D)
    par = {B: A, B2: A, C: B, C2: B, C3: B, D: B2}
    return L, v, par

def slip(n):
    if ' ' in n: return n.replace(' ', '')
    if '-' in n: return n.replace('-', '')
    return n.lower() if n != n.lower() else n.upper()

def fill(t, sc, L, v):
    m = []
    def rep(mo):
        k = mo.group(1); s = mo.group(2)
        if k == 'N': return U[sc]['name']
        if k in ('lA', 'lB', 'lC'): return noun(L['ABC'.index(k[1])])
        if v[k] not in m: m.append(v[k])
        return slip(v[k]) if s else v[k]
    return re.sub(r'\{(N|lA|lB|lC|A2|B2|C2|C3|A|B|C|D)(~?)\}', rep, t, flags=0), m

def path(code, L, v, par):
    code = code.upper()
    if code == '0': return {l: None for l in L}
    if code == 'U': return 'unscored'
    q = code.endswith('?'); code = code.rstrip('?')
    if code == 'BB': code = 'B'
    if code == 'AA': code = 'A'
    e = v[code]; p = [None, None, None]
    lvl = {'A': 0, 'A2': 0, 'B': 1, 'B2': 1, 'C': 2, 'C2': 2, 'C3': 2, 'D': 2}[code]
    while e is not None:
        p[lvl] = e; e = par.get(e); lvl -= 1
    if q:
        i = p.index(None); p[i:] = ['?'] * (3 - i)
    return dict(zip(L, p))

rng = random.Random(53)
items = []
for ln in open('build/real.txt').read().splitlines():
    c, mk, t = ln.split('|', 2); items.append(('realistic_reply', 'defender', c, mk, t))
for ln in open('build/tags.txt').read().splitlines():
    g, c, mk, t = ln.split('|', 3); items.append((g, 'defender', c, mk, t))
for ln in open('build/attacker.txt').read().splitlines():
    c, t = ln.split('|', 1); items.append(('attacker_probe', 'attacker', c, '.', t))
rng.shuffle(items)
claims = []; cmarks = {}
for i, (g, spk, c, mk, t) in enumerate(items):
    sc = SC[i % 20]; L, v, par = pick(sc, rng)
    text, m = fill(t, sc, L, v)
    cid = 'c-%03d' % (i + 1)
    claims.append(dict(id=cid, scenario=sc, speaker=spk, construction=g,
                       question=None if spk == 'attacker' else 'Which %s is %s in?' % (noun(L[2]), U[sc]['name']),
                       text=text, mentions=m, belief=path(c, L, v, par)))
    cmarks[cid] = mk
notes = [ln.split('|', 4) for ln in open('build/notes.txt').read().splitlines()]
rng.shuffle(notes)
ests = []; emarks = {}; n = 0
for i, (st, pc, cc, mk, t) in enumerate(notes):
    sc = SC[i % 20]; L, v, par = pick(sc, rng)
    text, _ = fill(t, sc, L, v)
    if st == 'all_lowercase': text = text.lower()
    for kind, code in (('prior', pc), ('current', cc)):
        n += 1; eid = 'e-%03d' % n
        ests.append(dict(id=eid, scenario=sc, kind=kind, construction=st, text=text, label=path(code, L, v, par)))
        emarks[eid] = mk
with open('claims.jsonl', 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open('estimates.jsonl', 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open('build/claim_marks.json', 'w'), indent=0)
json.dump(emarks, open('build/est_marks.json', 'w'), indent=0)
print(len(claims), len(ests), sum(1 for x in cmarks.values() if x == 'a'), len({r['text'] for r in ests if emarks[r['id']] == 'a'}))
