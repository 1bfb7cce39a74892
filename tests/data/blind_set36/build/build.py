import json, os, random
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set36_scenarios.json')))
def noun(k):
    k = k.lower()
    for s in ('_name', '_id', '_code'):
        if k.endswith(s): k = k[:-len(s)]
    return k.replace('_', ' ')
def path(sc, seed):
    r = random.Random(seed); u = U[sc]['u']; L = list(u)
    while True:
        a = r.choice(u[L[0]]); b = r.choice(u[L[1]][a]); cs = u[L[2]][b]
        if len(cs) >= 3 and len(u[L[1]][a]) >= 2 and len(u[L[0]]) >= 2: break
    c = r.choice(cs); oc = [x for x in cs if x != c]; r.shuffle(oc)
    return L, dict(A=a, B=b, C=c, C2=oc[0], C3=oc[1], B2=r.choice([x for x in u[L[1]][a] if x != b]),
                   A2=r.choice([x for x in u[L[0]] if x != a]))
def fill(t, sc, seed):
    L, p = path(sc, seed); m = []
    for k in ('A2', 'B2', 'C2', 'C3', 'A', 'B', 'C'):
        if '{%s}' % k in t: m.append(p[k])
    s = t.replace('\\n', '\n').replace('{N}', U[sc]['name'])
    for i, k in enumerate('ABC'):
        s = s.replace('{l%s}' % k, noun(L[i])).replace('{k%s}' % k, L[i])
    for k in ('A2', 'B2', 'C2', 'C3', 'A', 'B', 'C'):
        s = s.replace('{%s}.' % k, p[k] + ('' if p[k].endswith('.') else '.')).replace('{%s}' % k, p[k])
    order = [p[k] for k in ('A', 'B', 'C', 'A2', 'B2', 'C2', 'C3') if p[k] in m]
    return L, p, s, order
def belief(L, p, slot):
    v = {'C': [p['A'], p['B'], p['C']], 'B': [p['A'], p['B'], None], 'P': [p['A'], p['B'], None],
         'A': [p['A'], None, None], '-': [None, None, None]}[slot]
    return dict(zip(L, v))
rows = []
for line in open(os.path.join(B, 'real.txt')):
    slot, mark, t = line.rstrip('\n').split('|', 2); rows.append(('realistic_reply', slot, mark, t))
for line in open(os.path.join(B, 'd_new.txt')):
    tag, slot, mark, t = line.rstrip('\n').split('|', 3); rows.append((tag, slot, mark, t))
claims = []
for i, (tag, slot, mark, t) in enumerate(rows):
    sc = SC[i % 20]; L, p, s, m = fill(t, sc, 36000 + i)
    att = tag == 'attacker_probe'
    claims.append(dict(id=None, scenario=sc, speaker='attacker' if att else 'defender', construction=tag,
                       question=None if att else 'Which %s is %s in?' % (noun(L[2]), U[sc]['name']),
                       text=s, mentions=m, belief=belief(L, p, slot), _mark=mark, _src=i + 1, _slot=slot))
random.Random(36001).shuffle(claims)
for n, c in enumerate(claims, 1): c['id'] = 'c-%03d' % n
ests = []
for i, line in enumerate(open(os.path.join(B, 'e_est.txt'))):
    tag, pr, cu, t = line.rstrip('\n').split('|', 3)
    sc = SC[i % 20]; L, p, s, m = fill(t, sc, 36500 + i)
    def lab(code):
        if code == 'UUU': return 'unscored'
        out = []
        for k, ch in enumerate(code):
            out.append({'x': p['ABC'[k]], 'y': p[['A2', 'B2', 'C2'][k]], '-': None, '?': '?'}[ch])
        return dict(zip(L, out))
    for kind, code in (('prior', pr), ('current', cu)):
        ests.append(dict(id=None, scenario=sc, kind=kind, construction=tag, text=s, label=lab(code), _src=i + 1))
random.Random(36003).shuffle(ests)
for n, e in enumerate(ests, 1): e['id'] = 'e-%03d' % n
with open(os.path.join(H, 'claims.jsonl'), 'w') as f:
    for c in claims:
        f.write(json.dumps({k: c[k] for k in ['id', 'scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief']}, ensure_ascii=False) + '\n')
with open(os.path.join(H, 'estimates.jsonl'), 'w') as f:
    for e in ests:
        f.write(json.dumps({k: e[k] for k in ['id', 'scenario', 'kind', 'construction', 'text', 'label']}, ensure_ascii=False) + '\n')
json.dump([[c['id'], c['_src'], c['_mark'], c['_slot']] for c in claims], open(os.path.join(B, 'ids.json'), 'w'))
json.dump(sorted(c['id'] for c in claims if c['_mark'] == 'a'), open(os.path.join(B, 'adversarial.json'), 'w'))
print(len(claims), len(ests), sum(c['_mark'] == 'a' for c in claims))
