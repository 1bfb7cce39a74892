"""Build set 255: choose the scenarios (set 250's trees, set 250's order, lowest id that is neither set 250's
id nor one of set 254's ids), write ref/scenario_choices.json, ref/set255_scenarios.json, claims.jsonl,
estimates.jsonl and build/built.json. Reads only defender_private_information up to the end of the universe
and the target's first name line in that same text."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import texts as T
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    U['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k in sorted(U):
    groups.setdefault(json.dumps(U[k][0], sort_keys=True), []).append(k)
s250 = json.load(open(os.path.join(ROOT, 'ref', 'set250_scenarios.json')))
s254 = json.load(open(os.path.join(ROOT, 'ref', 'set254_scenarios.json')))
chosen = []
for x in s250:
    g = groups[json.dumps(U[x][0], sort_keys=True)]
    rest = [y for y in g if y != x and y not in s250 and y not in s254]
    chosen.append({'scenario': rest[0] if rest else x, 'set250_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 250's 20 scenarios in set 250's order; represent each by its lowest record id that is neither set 250's id nor one of set 254's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
SC = [c['scenario'] for c in chosen]
json.dump(SC, open(os.path.join(ROOT, 'ref', 'set255_scenarios.json'), 'w'))
for c in chosen:
    u, name = U[c['scenario']]
    print(c['scenario'], c['set250_id'], len(c['records_with_this_tree']), name, list(u))

def noun(k):
    k = k.lower()
    k = re.sub(r'_(id|name)$', '', k)
    return k.replace('_', ' ')

rng = random.Random(255)

def draw(sc):
    u, name = U[sc]
    lv = list(u)
    tops = list(u[lv[0]])
    mids = u[lv[1]]; lows = u[lv[2]]
    good = [a for a in tops if len(mids.get(a, [])) >= 2 and sum(len(lows.get(b, [])) for b in mids[a]) >= 3] or tops
    A = rng.choice(good)
    A2 = rng.choice([a for a in tops if a != A])
    ms = [b for b in mids.get(A, []) if lows.get(b)]
    B = rng.choice(ms)
    B2 = rng.choice([b for b in mids[A] if b != B])
    C = rng.choice(lows[B])
    others = [c for c in lows[B] if c != C] + [c for b in mids[A] if b != B for c in lows.get(b, [])]
    C2, C3 = others[0], others[1]
    par = {}
    for a in tops: par[a] = (0, None)
    for a, bs in mids.items():
        for b in bs: par[b] = (1, a)
    for b, cs in lows.items():
        for c in cs: par[c] = (2, b)
    v = {'N': name, 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
         'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    return lv, v, par

def path(x, par):
    p = [None, None, None]
    while x is not None:
        li, up = par[x]; p[li] = x; x = up
    return p

UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def render(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNITS and v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out

tmpl = [('realistic_reply', k, t) for k, t in T.REPLIES] + [('attacker_probe', k, t) for k, t in T.PROBES]
for tag, lst in T.PERSONA.items():
    tmpl += [(tag, k, t) for k, t in lst]
assert len(tmpl) == 300, len(tmpl)
rng.shuffle(tmpl)
notes = list(T.NOTES)
assert len(notes) == 60
rng.shuffle(notes)
claims, built = [], {'claims': [], 'notes': []}
for i, (tag, k, t) in enumerate(tmpl):
    sc = SC[i % 20]
    lv, v, par = draw(sc)
    b = {'L': path(v['C'], par), 'M': path(v['B'], par), 'T': path(v['A'], par)}.get(k, [None, None, None])
    q = None if tag == 'attacker_probe' else render(rng.choice(T.QUESTIONS), v)
    q = q[0].upper() + q[1:] if q else q
    cid = 'c-%03d' % (i + 1)
    men = mentions(t, v)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                   'construction': tag, 'question': q, 'text': render(t, v), 'mentions': men,
                   'belief': dict(zip(lv, b))})
    built['claims'].append({'id': cid, 'tag': tag, 'kind': k, 'template': t, 'adversarial': k == 'X' or (k == 'P' and bool(men)), 'committed': k in 'LMT'})
ests = []
def lab(x, v, par, lv):
    if x == 'U': return 'unscored'
    if x == 'N': return dict(zip(lv, [None, None, None]))
    if x == 'A?': p = [v['A'], '?', None]
    elif x == 'B?': p = [v['A'], v['B'], '?']
    else:
        p = path(v[{'A': 'A', 'A2': 'A2', 'B': 'B', 'B2': 'B2', 'C': 'C', 'C2': 'C2', 'C3': 'C3'}[x]], par)
    return dict(zip(lv, p))
n = 0
for i, (st, pr, cu, adv, t) in enumerate(notes):
    sc = SC[i % 20]
    lv, v, par = draw(sc)
    for kind, x in (('prior', pr), ('current', cu)):
        n += 1
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': st, 'text': render(t, v), 'label': lab(x, v, par, lv)})
    built['notes'].append({'ids': ['e-%03d' % (n - 1), 'e-%03d' % n], 'style': st, 'prior': pr, 'current': cu, 'adversarial': adv, 'template': t})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
print('claims', len(claims), 'estimates', len(ests))
