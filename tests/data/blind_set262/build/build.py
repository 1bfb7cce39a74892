import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
import texts as T
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
chosen = json.load(open(os.path.join(OUT, 'ref', 'set262_scenarios.json')))
U = {}
for sid in chosen:
    s = d[int(sid.split('-')[1])]['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.index('You are managing information for:')
    name = head[k + len('You are managing information for:'):].strip().split()[0].strip('.,')
    U[sid] = (u, name)
def noun(key):
    k = key.lower()
    for suf in ('_id', '_name'):
        if k.endswith(suf): k = k[:-len(suf)]
    return k.replace('_', ' ')
rng = random.Random(262)
def draw(sid):
    u, name = U[sid]; lv = list(u)
    tops = list(u[lv[0]]); mids = u[lv[1]]; lows = u[lv[2]]
    okA = [a for a in tops if len([m for m in mids.get(a, []) if lows.get(m)]) >= 2]
    A = rng.choice(okA); A2 = rng.choice([a for a in tops if a != A])
    ms = [m for m in mids[A] if lows.get(m)]
    B = rng.choice(ms); B2 = rng.choice([m for m in ms if m != B])
    C = rng.choice(lows[B])
    sib = [c for c in lows[B] if c != C]; rng.shuffle(sib)
    oth = [c for m in ms if m != B for c in lows[m]]; rng.shuffle(oth)
    rest = sib + oth
    return dict(N=name, A=A, A2=A2, B=B, B2=B2, C=C, C2=rest[0], C3=rest[1],
                L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2])), lv
SLOTS = ['A2', 'B2', 'C2', 'C3', 'L0', 'L1', 'L2', 'N', 'A', 'B', 'C']
PAT = re.compile(r'\b(A2|B2|C2|C3|L0|L1|L2|N|A|B|C)\b')
def fill(t, v):
    ment = []
    def rep(m):
        s = m.group(1)
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in ment:
            ment.append(v[s])
        return v[s]
    return PAT.sub(rep, t), ment
def path(state, v, lv):
    if state == 'N': vals = [None, None, None]
    elif state == 'A?': vals = [v['A'], '?', None]
    elif state == 'B?': vals = [v['A'], v['B'], '?']
    else:
        x = state
        if x in ('A', 'A2'): vals = [v[x], None, None]
        elif x in ('B', 'B2'): vals = [v['A'], v[x], None]
        else:
            u = U_cur[0]
            par = [p for p, ks in u[lv[2]].items() if v[x] in ks][0]
            top = [p for p, ks in u[lv[1]].items() if par in ks][0]
            vals = [top, par, v[x]]
    return dict(zip(lv, vals))
tpls = []
for kind, lst in (('L', T.LOW), ('M', T.MID), ('T', T.TOP), ('X', T.ADV), ('Z', T.NULL)):
    for t in lst: tpls.append(('realistic_reply', kind, t, 'defender'))
for tag, lst in T.PERSONA.items():
    for kind, t in lst: tpls.append((tag, kind, t, 'defender'))
for t in T.PROBES: tpls.append(('attacker_probe', 'P', t, 'attacker'))
assert len(tpls) == 300, len(tpls)
rng.shuffle(tpls)
claims = []; adv = []; meta = []
for i, (tag, kind, t, spk) in enumerate(tpls):
    sid = chosen[i % 20]; v, lv = draw(sid); U_cur = U[sid]
    text, ment = fill(t, v)
    if kind == 'L': vals = [v['A'], v['B'], v['C']]
    elif kind == 'M': vals = [v['A'], v['B'], None]
    elif kind == 'T': vals = [v['A'], None, None]
    else: vals = [None, None, None]
    q = None
    if spk == 'defender': q = fill(rng.choice(T.QUESTIONS), v)[0]
    cid = 'c-%03d' % (i + 1)
    claims.append(dict(id=cid, scenario=sid, speaker=spk, construction=tag, question=q, text=text, mentions=ment, belief=dict(zip(lv, vals))))
    isadv = kind == 'X' or (kind == 'P' and ment)
    if isadv: adv.append(cid)
    meta.append(dict(id=cid, tag=tag, kind=kind, template=t, adversarial=isadv))
notes = list(T.NOTES); rng.shuffle(notes)
ests = []; eadv = []; nmeta = []; unsc = []
n = 0
for i, (style, pr, cu, ak, t) in enumerate(notes):
    sid = chosen[i % 20]; v, lv = draw(sid); U_cur = U[sid]
    text, _ = fill(t, v)
    for kind, st in (('prior', pr), ('current', cu)):
        n += 1; eid = 'e-%03d' % n
        lab = 'unscored' if st == 'U' else path(st, v, lv)
        if st == 'U': unsc.append(eid)
        ests.append(dict(id=eid, scenario=sid, kind=kind, construction=style, text=text, label=lab))
        if ak: eadv.append(eid)
    nmeta.append(dict(style=style, prior=pr, current=cu, adv=ak, template=t))
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(dict(claims=meta, adv=adv, eadv=eadv, unscored=unsc, notes=nmeta), open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
print(len(claims), len(ests), len(adv), len(eadv), len(unsc))
