"""Seeded fill of set 43's hand-written templates (one random path per text)."""
import json, random, re, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set43_scenarios.json')))
rng = random.Random(4343)

def noun(k, q=False):
    k = re.sub(r'_(name|code)$', '', k)
    if not q:
        k = re.sub(r'_id$', '', k)
    return k.replace('_', ' ')

def path(sc):
    u = U[sc]['universe']; L = list(u)
    A = rng.choice(u[L[0]]); A2 = rng.choice([x for x in u[L[0]] if x != A])
    Bs = u[L[1]][A]; B = rng.choice(Bs); B2 = rng.choice([x for x in Bs if x != B])
    Cs = u[L[2]][B]; C = rng.choice(Cs); C2 = rng.choice([x for x in Cs if x != C])
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2), L

def allnames(sc):
    u = U[sc]['universe']; L = list(u); s = list(u[L[0]])
    for li in (1, 2):
        for kids in u[L[li]].values(): s += kids
    return s

def slip(name, names):
    others = {n.lower() for n in names if n != name}
    c = []
    if name.lower() != name: c.append(name.lower())
    if ' ' in name: c.append(name.replace(' ', ''))
    if '-' in name: c += [name.replace('-', ''), name.replace('-', ' ')]
    w = name.split(' ')[0]
    if ' ' in name and len(w) > 2 and not any(n != name and (n.lower() == w.lower() or n.lower().startswith(w.lower())) for n in names):
        c.append(w)
    c = [x for x in c if x != name and x.lower() not in others]
    return rng.choice(c) if c else name.lower()

def fill(t, sc, p, L):
    n = U[sc]['name']
    names = allnames(sc)
    t = t.replace('{N}', n)
    for k in ('A', 'B', 'C'):
        if '{%ss}' % k in t: t = t.replace('{%ss}' % k, slip(p[k], names))
    for k in ('lA', 'lB', 'lC'):
        t = t.replace('{%s}' % k, noun(L['ABC'.index(k[1])]))
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|A|B|C)\}', t):
        e = p[m.group(1)]
        if e not in mentions: mentions.append(e)
    t = re.sub(r'\{(A2|B2|C2|A|B|C)\}', lambda m: p[m.group(1)], t)
    return t, mentions

def vals(spec, p):
    if spec == 'U': return 'unscored'
    if spec == '0': return [None, None, None]
    toks = spec.split(',')
    out = []
    for t in toks:
        if t == '?': out.append('?')
        elif t == 'B2': out.append(p['B2'])
        elif t == 'C2': out.append(p['C2'])
        else: out.append(p[t])
    while len(out) < 3:
        out.append('?' if out[-1] == '?' else None)
    return out

CODE = {'X': 'A,B,C', 'B': 'A,B', 'A': 'A', 'P': 'A,B', '0': '0'}
claims = []; marks = {}
lines = []
for f in ('real.txt', 'tags.txt', 'attacker.txt'):
    lines += [l.rstrip('\n').split('|', 4) for l in open(os.path.join(HERE, f)) if l.strip()]
for i, (tag, spk, code, mark, tmpl) in enumerate(lines):
    sc = SC[i % 20]
    p, L = path(sc)
    text, ments = fill(tmpl, sc, p, L)
    v = vals(CODE[code], p)
    claims.append(dict(scenario=sc, speaker=spk, construction=tag,
                       question=None if spk == 'attacker' else 'Which %s is %s in?' % (noun(L[2], True), U[sc]['name']),
                       text=text, mentions=ments, belief=dict(zip(L, v)), _mark=mark, _code=code))
random.Random(43).shuffle(claims)
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for k, r in enumerate(claims, 1):
        rid = 'c-%03d' % k
        marks[rid] = {'mark': r.pop('_mark'), 'code': r.pop('_code')}
        fh.write(json.dumps(dict(id=rid, **r), ensure_ascii=False) + '\n')
notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(HERE, 'notes.txt')) if l.strip()]
recs = []
for i, (tag, pr, cu, mark, tmpl) in enumerate(notes):
    sc = SC[i % 20]
    p, L = path(sc)
    text, _ = fill(tmpl, sc, p, L)
    recs.append((sc, tag, text, pr, cu, mark, p, L))
random.Random(4343).shuffle(recs)
emarks = {}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    k = 0
    for sc, tag, text, pr, cu, mark, p, L in recs:
        for kind, spec in (('prior', pr), ('current', cu)):
            k += 1
            v = vals(spec, p)
            lab = v if v == 'unscored' else dict(zip(L, v))
            if isinstance(lab, dict) and all(x == '?' for x in v): lab = 'unscored'
            rid = 'e-%03d' % k
            emarks[rid] = {'mark': mark, 'spec': spec}
            fh.write(json.dumps(dict(id=rid, scenario=sc, kind=kind, construction=tag, text=text, label=lab), ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
print(len(claims), k)
