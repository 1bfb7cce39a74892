import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
import texts as T
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
scen = json.load(open(os.path.join(OUT, 'ref', 'set263_scenarios.json')))
U = {}
for x in scen:
    s = d[int(x.split('-')[1])]['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.find('You are managing information for:')
    U[x] = (u, head[k:].split(':', 1)[1].strip().split()[0])
rng = random.Random(263)

def noun(key):
    k = key.lower()
    for suf in ('_id', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    u, name = U[sc]
    lv = list(u)
    tops = [a for a in u[lv[0]] if len(u[lv[1]].get(a, [])) >= 2 and all(len(u[lv[2]].get(b, [])) >= 1 for b in u[lv[1]][a])]
    A = rng.choice(tops)
    mids = list(u[lv[1]][A])
    B = rng.choice([b for b in mids if len(u[lv[2]][b]) >= 1])
    B2 = rng.choice([b for b in mids if b != B])
    C = rng.choice(u[lv[2]][B])
    others = [c for c in u[lv[2]][B] if c != C] + [c for b in mids if b != B for c in u[lv[2]][b]]
    C2, C3 = others[0], others[1]
    A2 = rng.choice([a for a in u[lv[0]] if a != A])
    par = {}
    for a in u[lv[0]]:
        par[a] = None
    for li in (1, 2):
        for p, kids in u[lv[li]].items():
            for kk in kids:
                par[kk] = p
    return dict(N=name, A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2])), lv, par

def path(par, e):
    p = []
    while e is not None:
        p.insert(0, e); e = par[e]
    return p + [None] * (3 - len(p))

def mentions(tmpl, v):
    keys = re.findall(r'\{(A2|B2|C2|C3|A|B|C)\}', tmpl)
    out = []
    for k in keys:
        if v[k] not in out:
            out.append(v[k])
    return out

items = [('realistic_reply', c, t, 'defender') for c, t in T.REPLIES]
for tag, lst in T.PERSONA.items():
    items += [(tag, c, t, 'defender') for c, t in lst]
items += [('attacker_probe', c, t, 'attacker') for c, t in T.PROBES]
rng.shuffle(items)
claims = []; adv_c = []; built = {'claims': [], 'notes': []}
for i, (tag, code, tmpl, spk) in enumerate(items):
    sc = scen[i % 20]
    v, lv, par = draw(sc)
    text = tmpl.format(**v)
    if spk == 'attacker':
        b = [None] * 3; q = None
    else:
        b = {'L': path(par, v['C']), 'M': path(par, v['B']), 'T': path(par, v['A'])}.get(code, [None] * 3)
        q = rng.choice(T.QUESTIONS).format(**v)
    cid = 'c-%03d' % (i + 1)
    if code == 'X':
        adv_c.append(cid)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions(tmpl, v), 'belief': dict(zip(lv, b))})
notes = list(T.NOTES); rng.shuffle(notes)
ests = []; adv_e = []; unscored = []
for i, (style, pr, cu, adv, tmpl) in enumerate(notes):
    sc = scen[i % 20]
    v, lv, par = draw(sc)
    text = tmpl.format(**v)
    def lab(code):
        if code == 'U':
            return 'unscored'
        if code == 'N':
            vals = [None] * 3
        elif code.endswith('?'):
            base = {'A': path(par, v['A']), 'B': path(par, v['B'])}[code[0]]
            vals = list(base); vals[vals.index(None)] = '?'
        else:
            vals = path(par, v[code])
        return dict(zip(lv, vals))
    for kind, code in (('prior', pr), ('current', cu)):
        eid = 'e-%03d' % (len(ests) + 1)
        L = lab(code)
        if L == 'unscored':
            unscored.append(eid)
        if adv:
            adv_e.append(eid)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': L})
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'adv_c': adv_c, 'adv_e': adv_e, 'unscored': unscored}, open(os.path.join(HERE, 'built.json'), 'w'), indent=1)
print(len(claims), len(ests), len(adv_c), len(adv_e), unscored)
