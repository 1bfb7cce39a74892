import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set36_scenarios.json')))
def noun(k):
    k = k.lower()
    for s in ('_name', '_id', '_code'):
        if k.endswith(s): k = k[:-len(s)]
    return k.replace('_', ' ')
def pick(sc, seed):
    u = U[sc]['u']; lv = list(u); r = random.Random(seed)
    cands = []
    for a in u[lv[0]]:
        mids = u[lv[1]].get(a, [])
        for b in mids:
            kids = u[lv[2]].get(b, [])
            if len(kids) >= 3 and len(mids) >= 2 and len(u[lv[0]]) >= 2:
                cands.append((a, b))
    a, b = r.choice(sorted(cands))
    kids = list(u[lv[2]][b]); c = r.choice(kids); sib = [k for k in kids if k != c]; r.shuffle(sib)
    b2 = r.choice([m for m in u[lv[1]][a] if m != b]); a2 = r.choice([t for t in u[lv[0]] if t != a])
    return lv, {'A': a, 'B': b, 'C': c, 'A2': a2, 'B2': b2, 'C2': sib[0], 'C3': sib[1]}
def fill(t, sc, lv, p):
    ment = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', t):
        if p[m.group(1)] not in ment: ment.append(p[m.group(1)])
    t = t.replace('{N}', U[sc]['name'])
    for i, L in enumerate('ABC'):
        t = t.replace('{l%s}' % L, noun(lv[i])).replace('{k%s}' % L, lv[i])
    for k in ('A2', 'B2', 'C2', 'C3', 'A', 'B', 'C'):
        v = p[k]
        if v.endswith('.'): t = t.replace('{%s}.' % k, v)
        t = t.replace('{%s}' % k, v)
    return t, ment
entries = []
for line in open(os.path.join(B, 'real.txt')).read().splitlines():
    s, m, t = line.split('|', 2); entries.append(('realistic_reply', s, m, t, 'real.txt'))
for line in open(os.path.join(B, 'd_new.txt')).read().splitlines():
    g, s, m, t = line.split('|', 3); entries.append((g, s, m, t, 'd_new.txt'))
recs = []
for i, (g, s, m, t, src) in enumerate(entries):
    sc = SC[i % 20]; lv, p = pick(sc, 36000 + i)
    text, ment = fill(t, sc, lv, p)
    vals = {'C': [p['A'], p['B'], p['C']], 'B': [p['A'], p['B'], None], 'P': [p['A'], p['B'], None],
            'A': [p['A'], None, None], '-': [None, None, None]}[s]
    att = g == 'attacker_probe'
    recs.append(dict(scenario=sc, speaker='attacker' if att else 'defender', construction=g,
                     question=None if att else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                     text=text, mentions=ment, belief=dict(zip(lv, vals)), _m=m, _s=s, _src=(src, t)))
random.Random(36001).shuffle(recs)
ids, adv = [], []
with open(os.path.join(H, 'claims.jsonl'), 'w') as fh:
    for n, r in enumerate(recs, 1):
        cid = 'c-%03d' % n
        fh.write(json.dumps(dict(id=cid, **{k: v for k, v in r.items() if not k.startswith('_')}), ensure_ascii=False) + '\n')
        ids.append(dict(id=cid, source=r['_src'][0], template=r['_src'][1], mark=r['_m'], slot=r['_s']))
        if r['_m'] == 'a': adv.append(cid)
json.dump(ids, open(os.path.join(B, 'ids.json'), 'w'), indent=0)
json.dump(adv, open(os.path.join(B, 'adversarial.json'), 'w'))
er = []
for i, line in enumerate(open(os.path.join(B, 'e_est.txt')).read().splitlines()):
    g, pr, cu, t = line.split('|', 3)
    sc = SC[i % 20]; lv, p = pick(sc, 36500 + i)
    text, _ = fill(t.replace('\\n', '\n'), sc, lv, p)
    def lab(code):
        if code == 'UUU': return 'unscored'
        out = []
        for k, ch in enumerate(code):
            out.append({'x': [p['A'], p['B'], p['C']][k], 'y': [p['A2'], p['B2'], p['C2']][k], '-': None, '?': '?'}[ch])
        return dict(zip(lv, out))
    for kind, code in (('prior', pr), ('current', cu)):
        er.append(dict(scenario=sc, kind=kind, construction=g, text=text, label=lab(code)))
random.Random(36003).shuffle(er)
with open(os.path.join(H, 'estimates.jsonl'), 'w') as fh:
    for n, r in enumerate(er, 1):
        fh.write(json.dumps(dict(id='e-%02d' % n, **r), ensure_ascii=False) + '\n')
print(len(recs), len(adv), len(er))
