import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(HERE, 'ref', 'set52_scenarios.json')))
rng = random.Random(5252)
def noun(k): return re.sub(r'_(name|code)$', '', k).replace('_', ' ')
def pick(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); A = rng.choice(tops); A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A]); Bv = rng.choice(mids); B2 = rng.choice([m for m in mids if m != Bv])
    lows = list(u[lv[2]][Bv]); rng.shuffle(lows)
    return lv, {'A': A, 'A2': A2, 'B': Bv, 'B2': B2, 'C': lows[0], 'C2': lows[1], 'C3': lows[2]}
def allnames(sc):
    u = U[sc]['universe']; lv = list(u); out = list(u[lv[0]])
    for li in (1, 2):
        for kids in u[lv[li]].values(): out += list(kids)
    return out
def slip(name, sc, k):
    others = {x.lower() for x in allnames(sc) if x != name}
    cands = []
    if ' ' in name: cands += [name.replace(' ', ''), name.lower()]
    if '-' in name: cands += [name.replace('-', '')]
    w = re.split(r'[ -]', name)[0]
    if w != name and not any(x != name and re.split(r'[ -]', x)[0].lower() == w.lower() for x in allnames(sc)): cands.append(w)
    if name != name.lower(): cands.append(name.lower())
    if not cands: cands = [name.upper()]
    cands = [c for c in cands if c.lower() not in others and c != name] or [name.upper()]
    return cands[k % len(cands)]
def fill(t, sc):
    lv, p = pick(sc); name = U[sc]['name']
    ment = []
    def rep(m):
        s = m.group(1)
        if s == 'N': return name
        if s in ('lA', 'lB', 'lC'): return noun(lv['ABC'.index(s[1])])
        if s.endswith('~'):
            v = p[s[0].upper()]
            if v not in ment: ment.append(v)
            return slip(v, sc, rng.randrange(4))
        if p[s] not in ment: ment.append(p[s])
        return p[s]
    out = re.sub(r'\{([A-Za-z0-9]+~?)\}', rep, t)
    return out, lv, p, ment
def path(code, lv, p):
    A, Bv, C = p['A'], p['B'], p['C']
    v = {'C': [A, Bv, C], 'B': [A, Bv, None], 'BB': [A, Bv, None], 'A': [A, None, None], 'AA': [A, None, None],
         '0': [None, None, None], 'A2': [p['A2'], None, None], 'A?': [A, '?', '?'], 'B?': [A, Bv, '?']}
    if code == 'u': return 'unscored'
    return dict(zip(lv, v[code]))
def capfirst(s): return s[0].upper() + s[1:] if s and s[0].islower() and not s.startswith(('iPhone',)) else s
claims = []; n = 0
rows = [('realistic_reply',) + tuple(l.split('|', 2)) + ('defender',) for l in open(os.path.join(B, 'real.txt')).read().splitlines()]
rows += [tuple(l.split('|', 3)) + ('defender',) for l in open(os.path.join(B, 'tags.txt')).read().splitlines()]
rows += [('attacker_probe',) + tuple(l.split('|', 2)) + ('attacker',) for l in open(os.path.join(B, 'attacker.txt')).read().splitlines()]
for i, (tag, code, mark, t, spk) in enumerate(rows):
    sc = SC[i % 20]
    text, lv, p, ment = fill(t, sc)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append(({'id': None, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                    'mentions': ment, 'belief': path(code, lv, p)}, mark))
random.Random(52).shuffle(claims)
cm = {}
with open(os.path.join(HERE, 'claims.jsonl'), 'w') as fh:
    for k, (r, mark) in enumerate(claims, 1):
        r['id'] = 'c-%03d' % k; cm[r['id']] = mark
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
notes = re.split(r'\n(?=[a-z_]+\|)', open(os.path.join(B, 'notes.txt')).read().strip())
built = []
for i, nt in enumerate(notes):
    style, pc, cc, mark, t = nt.split('|', 4)
    sc = SC[i % 20]
    text, lv, p, ment = fill(t, sc)
    built.append((style, pc, cc, mark, text, lv, p, sc))
random.Random(520).shuffle(built)
em = {}; k = 0
with open(os.path.join(HERE, 'estimates.jsonl'), 'w') as fh:
    for style, pc, cc, mark, text, lv, p, sc in built:
        for kind, code in (('prior', pc), ('current', cc)):
            k += 1; rid = 'e-%03d' % k; em[rid] = mark
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': path(code, lv, p)}, ensure_ascii=False) + '\n')
json.dump(cm, open(os.path.join(B, 'claim_marks.json'), 'w'), indent=0)
json.dump(em, open(os.path.join(B, 'est_marks.json'), 'w'), indent=0)
print(len(claims), k)
