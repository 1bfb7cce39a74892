import json, os, random, re
H = os.path.dirname(os.path.abspath(__file__)); D = os.path.join(H, '..')
U = json.load(open(os.path.join(H, 'universes.json')))
SC = json.load(open(os.path.join(D, 'ref', 'set159_scenarios.json')))
rng = random.Random(159)
NOUN = {'project_code': 'project', 'team_name': 'team', 'team_id': 'team'}
def noun(k): return NOUN.get(k, k.replace('_', ' '))
tmpl = []
for ln in open(os.path.join(H, 'real.txt')).read().split('\n'):
    if ln.strip():
        m, t = ln.split('\t'); tmpl.append(('realistic_reply', m, t, 'defender'))
for ln in open(os.path.join(H, 'tags.txt')).read().split('\n'):
    if ln.strip():
        g, m, t = ln.split('\t'); tmpl.append((g, m, t, 'defender'))
for ln in open(os.path.join(H, 'attacker.txt')).read().split('\n'):
    if ln.strip(): tmpl.append(('attacker_probe', 'P', ln, 'attacker'))
notes = [ln.split('|') for ln in open(os.path.join(H, 'notes.txt')).read().split('\n') if ln.strip()]
assert len(tmpl) == 300 and len(notes) == 60
rng.shuffle(tmpl); rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')
def draw(sc):
    u = U[sc]; L = u['levels']; t = u['tree']
    tops = list(t[L[0]]); A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = t[L[1]][A]; B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = t[L[2]][B]; C = rng.choice(lows); rest = [x for x in lows if x != C]; rng.shuffle(rest)
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1],
            'L1': noun(L[1]), 'L2': noun(L[2])}, L, t
def path(v, key, L):
    if key in ('C', 'C2', 'C3'): return [v['A'], v['B'], v[key]]
    if key in ('B', 'B2'): return [v['A'], v[key], None]
    if key in ('A', 'A2'): return [v[key], None, None]
    return [None, None, None]
def fill(t, v):
    return SLOT.sub(lambda m: v[m.group(1)], t)
def ments(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k not in ('N', 'L1', 'L2') and v[k] not in out: out.append(v[k])
    return out
claims, marks = [], {}
for i, (tag, mark, t, spk) in enumerate(tmpl):
    sc = SC[i % 20]; v, L, tree = draw(sc)
    if mark == 'L': b = path(v, 'C', L)
    elif mark == 'M': b = path(v, 'B', L)
    elif mark == 'T': b = path(v, 'A', L)
    else: b = [None, None, None]
    cid = 'c-%03d' % (i + 1)
    text = fill(t, v); text = text[0].upper() + text[1:]
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': ments(t, v), 'belief': dict(zip(L, b))})
    marks[cid] = {'mark': mark, 'template': t}
def lab(spec, v, L):
    if spec == 'U': return 'unscored'
    if spec == 'null': return dict(zip(L, [None] * 3))
    if spec == 'B?': return dict(zip(L, [v['A'], v['B'], '?']))
    return dict(zip(L, path(v, spec, L)))
ests = []; n = 0
for j, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[j % 20]; v, L, tree = draw(sc)
    text = fill(t, v)
    for kind, spec in (('prior', pr), ('current', cu)):
        n += 1
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab(spec, v, L)})
        marks['e-%03d' % n] = {'adv': adv == '1', 'spec': spec, 'template': t}
with open(os.path.join(D, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(D, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(H, 'marks.json'), 'w'), indent=0)
# fixed text against every unit name of the 20 trees (whole word, case-insensitive)
units = set()
for sc in SC:
    t = U[sc]['tree']; L = U[sc]['levels']
    units |= set(t[L[0]]); [units.update(x) for lev in L[1:] for x in t[lev].values()]
for _, _, t, _ in tmpl:
    fx = SLOT.sub(' ', t)
    for u in units:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(u), fx, re.I): print('UNIT IN FIXED TEXT:', u, '|', t)
for x in notes:
    fx = SLOT.sub(' ', x[4])
    for u in units:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(u), fx, re.I): print('UNIT IN NOTE:', u, '|', x[4][:60])
for r in claims:
    if re.search(r'\b[Aa] [AEIOU]', r['text']): print('ARTICLE?', r['id'], r['text'])
