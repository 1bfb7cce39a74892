"""Set 266: fill the hand-written templates of build/texts.py with units of the 20 chosen scenarios and write
claims.jsonl, estimates.jsonl and build/built.json. Reads only defender_private_information up to the end of
the universe, and the target's first name from that same text. One random.Random(266) for every draw."""
import json, os, re, random, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import texts as T
OUT = os.path.join(HERE, '..')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
chosen = json.load(open(os.path.join(OUT, 'ref', 'set266_scenarios.json')))
SC = {}
for x in chosen:
    s = d[int(x.split('-')[1])]['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    name = re.search(r'You are managing information for: (\S+)', s[:j + end]).group(1)
    levels = list(u)
    ent = {}
    for e in u[levels[0]]:
        ent[e] = (0, None)
    for li in (1, 2):
        for par, kids in u[levels[li]].items():
            for k in kids:
                ent[k] = (li, par)
    SC[x] = (levels, ent, name)

def noun(l):
    return re.sub(r'_(id|name)$', '', l).replace('_', ' ').lower()

def anc(ent, e):
    p = [None, None, None]
    while e is not None:
        li, par = ent[e]
        p[li] = e
        e = par
    return p

rng = random.Random(266)

def draw(sc):
    levels, ent, name = SC[sc]
    tops = [e for e, v in ent.items() if v[0] == 0]
    mids = lambda a: [e for e, v in ent.items() if v[0] == 1 and v[1] == a]
    lows = lambda b: [e for e, v in ent.items() if v[0] == 2 and v[1] == b]
    ok = [a for a in tops if sum(1 for b in mids(a) if lows(b)) >= 2 and sum(len(lows(b)) for b in mids(a)) >= 3]
    A = rng.choice(sorted(ok))
    B = rng.choice(sorted(b for b in mids(A) if lows(b)))
    C = rng.choice(sorted(lows(B)))
    B2 = rng.choice(sorted(b for b in mids(A) if b != B and lows(b)))
    sib = sorted(c for c in lows(B) if c != C)
    rng.shuffle(sib)
    other = sorted(c for b in mids(A) if b != B for c in lows(b))
    rng.shuffle(other)
    pool = sib + other
    A2 = rng.choice(sorted(t for t in tops if t != A))
    v = {'N': name, 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': pool[0], 'C3': pool[1],
         'L0': noun(levels[0]), 'L1': noun(levels[1]), 'L2': noun(levels[2])}
    return v

UNIT = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def fill(tpl, v):
    txt = tpl.format(**v)
    txt = txt[0].upper() + txt[1:]
    m = []
    for s in re.findall(r'\{(\w+)\}', tpl):
        if s in UNIT and v[s] not in m:
            m.append(v[s])
    return txt, m

def cap_q(q):
    return q[0].upper() + q[1:]

items = [('realistic_reply', k, t) for k, t in T.REPLIES]
for tag, lst in T.PERSONA.items():
    items += [(tag, k, t) for k, t in lst]
items += [('attacker_probe', k, t) for k, t in T.PROBES]
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, adv, meta = [], [], []
for i, (tag, k, tpl) in enumerate(items):
    sc = chosen[i % 20]
    levels, ent, name = SC[sc]
    v = draw(sc)
    txt, m = fill(tpl, v)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else cap_q(rng.choice(T.QUESTIONS).format(**v))
    unit = {'L': v['C'], 'M': v['B'], 'T': v['A']}.get(k) if spk == 'defender' else None
    vals = anc(ent, unit) if unit else [None, None, None]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': txt, 'mentions': m, 'belief': dict(zip(levels, vals))})
    if k == 'X':
        adv.append(rid)
    meta.append({'id': rid, 'kind': k, 'template': tpl})
notes = [(sty, p, c, a, t) for sty, lst in T.NOTES.items() for p, c, a, t in lst]
assert len(notes) == 60
rng.shuffle(notes)
ests, eadv = [], []

def lab(code, v, levels, ent):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = anc(ent, v['B'])[:2] + ['?']
    else:
        vals = anc(ent, v[code])
    return dict(zip(levels, vals))

for i, (sty, p, c, a, tpl) in enumerate(notes):
    sc = chosen[i % 20]
    levels, ent, name = SC[sc]
    v = draw(sc)
    txt, m = fill(tpl, v)
    for j, (kind, code) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': sty, 'text': txt,
                     'label': lab(code, v, levels, ent)})
        if a:
            eadv.append(rid)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'adv': adv, 'eadv': eadv, 'meta': meta}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
from collections import Counter
print(Counter((tag, k) for tag, k, t in items if tag == 'realistic_reply'))
print(len(adv), len(eadv), sum(1 for r in ests if r['label'] == 'unscored'))
