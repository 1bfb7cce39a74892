import json, os, random, re, sys
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(HERE, 'build'))
import texts
info = json.load(open('/tmp/blind259/scen_info.json'))
order = json.load(open(os.path.join(HERE, 'ref', 'set259_scenarios.json')))
rng = random.Random(259)

def noun(k):
    k = k.lower()
    for suf in ('_id', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    lv = info[sc]['levels']; u = info[sc]['u']
    tops = list(u[lv[0]])
    mids = u[lv[1]]; lows = u[lv[2]]
    ok = [a for a in tops if len(mids.get(a, [])) >= 2 and any(lows.get(b) for b in mids[a])]
    A = rng.choice(ok)
    B = rng.choice([b for b in mids[A] if lows.get(b)])
    B2 = rng.choice([b for b in mids[A] if b != B])
    C = rng.choice(lows[B])
    others = [c for c in lows[B] if c != C] + [c for b in mids[A] if b != B for c in lows.get(b, [])]
    C2, C3 = others[0], others[1]
    A2 = rng.choice([a for a in tops if a != A])
    parent = {}
    for a in tops:
        parent[a] = None
    for a, bs in mids.items():
        for b in bs:
            parent[b] = a
    for b, cs in lows.items():
        for c in cs:
            parent[c] = b
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=info[sc]['name'],
                L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2])), parent, lv

def path(x, parent):
    p = []
    while x is not None:
        p.insert(0, x); x = parent[x]
    return p + [None] * (3 - len(p))

UNITS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C']
def mentions(tpl, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        k = m.group(1)
        if k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[k] not in out:
            out.append(v[k])
    return out

items = [('realistic_reply', k, t) for k, t in texts.REAL]
for tag, lst in texts.PERSONA.items():
    items += [(tag, k, t) for k, t in lst]
items += [('attacker_probe', k, t) for k, t in texts.PROBES]
rng.shuffle(items)
notes = list(texts.NOTES)
rng.shuffle(notes)
claims = []; built = {'claims': [], 'notes': []}
for i, (tag, k, t) in enumerate(items):
    sc = order[i % 20]
    v, parent, lv = draw(sc)
    text = t.format(**v)
    q = None
    if tag != 'attacker_probe':
        q = rng.choice(texts.QUESTIONS).format(**v)
    bel = [None, None, None]
    if tag != 'attacker_probe':
        if k == 'L': bel = path(v['C'], parent)
        elif k == 'M': bel = path(v['B'], parent)
        elif k == 'T': bel = path(v['A'], parent)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                   'construction': tag, 'question': q, 'text': text, 'mentions': mentions(t, v),
                   'belief': dict(zip(lv, bel))})
    built['claims'].append({'id': cid, 'tag': tag, 'kind': k, 'template': t, 'adv': k == 'X'})
def label(code, v, parent, lv):
    if code == 'U': return 'unscored'
    if code == 'N': return dict(zip(lv, [None] * 3))
    q = code.endswith('?'); c = code.rstrip('?')
    p = path(v[c], parent)
    if q:
        p[p.index(None)] = '?'
    return dict(zip(lv, p))
ests = []; n = 0
for i, (style, pr, cu, adv, t) in enumerate(notes):
    sc = order[i % 20]
    v, parent, lv = draw(sc)
    text = t.format(**v)
    ids = []
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': label(code, v, parent, lv)})
        ids.append('e-%03d' % n)
    built['notes'].append({'ids': ids, 'style': style, 'prior': pr, 'current': cu, 'adv': adv, 'template': t})
with open(os.path.join(HERE, 'claims.jsonl'), 'w') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(built, open(os.path.join(HERE, 'build', 'built.json'), 'w'), indent=0)
print(len(claims), len(ests))
