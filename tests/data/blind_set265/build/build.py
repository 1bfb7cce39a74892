"""Builds claims.jsonl and estimates.jsonl of set 265 from build/texts.py and ref/set265_scenarios.json.
Reads the dataset's defender_private_information only, up to the end of the universe, and the target's first name there."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
import texts as T
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
scen = json.load(open(os.path.join(OUT, 'ref', 'set265_scenarios.json')))
U = {}
for sc in scen:
    s = d[int(sc.split('-')[1])]['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = head.split('You are managing information for: ', 1)[1].split()[0].strip('.,')
    U[sc] = (u, name)
rng = random.Random(265)

def noun(k):
    k = k.lower()
    k = re.sub(r'_(id|name)$', '', k)
    return k.replace('_', ' ')

def draw(sc):
    u, name = U[sc]
    lv = list(u)
    tops = list(u[lv[0]])
    kids1 = u[lv[1]]; kids2 = u[lv[2]]
    def ok(a):
        mids = [m for m in kids1.get(a, []) if kids2.get(m)]
        return len(mids) >= 2 and len(tops) >= 2
    A = rng.choice([a for a in tops if ok(a)])
    A2 = rng.choice([a for a in tops if a != A])
    mids = [m for m in kids1[A] if kids2.get(m)]
    B = rng.choice(mids)
    B2 = rng.choice([m for m in kids1[A] if m != B])
    C = rng.choice(kids2[B])
    sib = [c for c in kids2[B] if c != C]; rng.shuffle(sib)
    oth = [c for m in kids1[A] if m != B for c in kids2.get(m, [])]; rng.shuffle(oth)
    pool = sib + oth
    par = {}
    for m in kids1[A]:
        for c in kids2.get(m, []):
            par[c] = m
    v = dict(N=name, A=A, A2=A2, B=B, B2=B2, C=C, C2=pool[0], C3=pool[1],
             L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2]))
    return lv, v, par, kids1

def path(code, lv, v, par, kids1):
    if code == 'N':
        return {l: None for l in lv}
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    k = code.rstrip('?')
    unit = v[k]
    if k.startswith('A'):
        vals = [unit, None, None]
    elif k.startswith('B'):
        vals = [v['A'], unit, None]
    else:
        vals = [v['A'], par[unit], unit]
    if q:
        vals[vals.index(None)] = '?'
    return dict(zip(lv, vals))

SLOT = re.compile(r'\{(A2|A|B2|B|C2|C3|C)\}')
items = [('realistic_reply', 'defender', c, t) for c, t in T.REPLIES]
for tag, lst in T.PERSONA.items():
    items += [(tag, 'defender', c, t) for c, t in lst]
items += [('attacker_probe', 'attacker', c, t) for c, t in T.PROBES]
assert len(items) == 300
rng.shuffle(items)
claims = []
meta = []
for i, (tag, spk, code, tpl) in enumerate(items):
    sc = scen[i % 20]
    lv, v, par, kids1 = draw(sc)
    text = tpl.format(**v)
    ment = []
    for m in SLOT.finditer(tpl):
        if v[m.group(1)] not in ment:
            ment.append(v[m.group(1)])
    bel = path(code if code in 'ABC' else 'N', lv, v, par, kids1)
    q = None
    if spk == 'defender':
        q = rng.choice(T.QUESTIONS).format(**v)
    cid = 'c-%03d' % (i + 1)
    claims.append(dict(id=cid, scenario=sc, speaker=spk, construction=tag, question=q, text=text, mentions=ment, belief=bel))
    meta.append(dict(id=cid, tag=tag, code=code, tpl=tpl, adversarial=(code == 'X')))
notes = list(T.NOTES)
rng.shuffle(notes)
ests = []
emeta = []
n = 0
for j, (style, pr, cu, adv, tpl) in enumerate(notes):
    sc = scen[j % 20]
    lv, v, par, kids1 = draw(sc)
    text = tpl.format(**v)
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        eid = 'e-%03d' % n
        ests.append(dict(id=eid, scenario=sc, kind=kind, construction=style, text=text, label=path(code, lv, v, par, kids1)))
        emeta.append(dict(id=eid, style=style, adversarial=adv, code=code))
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(dict(claims=meta, ests=emeta), open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
print(len(claims), len(ests), sum(m['adversarial'] for m in meta), sum(1 for e in ests if e['label'] == 'unscored'))
