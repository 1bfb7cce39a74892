"""Build claims.jsonl and estimates.jsonl of set 202 from the letter-form sources (seed 202)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set202_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team', 'product_group': 'product group',
        'project_name': 'project', 'repo_name': 'repository', 'company': 'company', 'group': 'group', 'project': 'project',
        'business_unit': 'business unit', 'project_code': 'project', 'corporation': 'corporation'}
def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') else w + 's'
rng = random.Random(202)
claims_src = []
for line in open(os.path.join(HERE, 'real.txt')):
    if line.strip():
        m, t = line.rstrip('\n').split('|', 1); claims_src.append(('realistic_reply', m, t))
for line in open(os.path.join(HERE, 'tags.txt')):
    if line.strip():
        g, m, t = line.rstrip('\n').split('|', 2); claims_src.append((g, m, t))
for line in open(os.path.join(HERE, 'attacker.txt')):
    if line.strip():
        t = line.rstrip('\n'); claims_src.append(('attacker_probe', 'P', t))
notes_src = []
for line in open(os.path.join(HERE, 'notes.txt')):
    if line.strip():
        st, k, pr, cu, t = line.rstrip('\n').split('|', 4); notes_src.append((st, k, pr, cu, t))
assert len(claims_src) == 300 and len(notes_src) == 60
order = list(range(300)); rng.shuffle(order)
norder = list(range(60)); rng.shuffle(norder)
QF = ["Which {L2} is {N} in?", "Where does {N} work?", "Which {L1} does {N} belong to?", "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1s|L1|L2s|L2)\}')
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def draw(sc):
    u = U[sc]; L = u['levels']; T = u['universe']
    tops = list(T[L[0]])
    goodA = [a for a in tops if len([b for b in T[L[1]].get(a, []) if len(T[L[2]].get(b, [])) >= 3]) >= 1 and len(T[L[1]].get(a, [])) >= 2]
    A = rng.choice(goodA)
    Bs = [b for b in T[L[1]][A] if len(T[L[2]].get(b, [])) >= 3]
    B = rng.choice(Bs)
    B2 = rng.choice([b for b in T[L[1]][A] if b != B])
    A2 = rng.choice([a for a in tops if a != A])
    C, C2, C3 = rng.sample(list(T[L[2]][B]), 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def fill(t, sc, units):
    u = U[sc]; L = u['levels']
    nouns = [NOUN[x.lower()] for x in L]
    vals = dict(units); vals['N'] = u['name']
    vals.update(L0=nouns[0], L1=nouns[1], L2=nouns[2], L1s=plural(nouns[1]), L2s=plural(nouns[2]))
    ment = []
    def rep(m):
        k = m.group(1)
        if k in UNITS and vals[k] not in ment:
            ment.append(vals[k])
        return vals[k]
    # possessive of names ending in s: bare apostrophe
    t2 = re.sub(r"\{(A2|A|B2|B|C2|C3|C)\}'s", lambda m: '{%s}%s' % (m.group(1), "'" if vals[m.group(1)].endswith('s') else "'s"), t)
    out = SLOT.sub(rep, t2)
    return out, ment, vals

def belief(levels, units, mark):
    if mark == 'L':
        v = [units['A'], units['B'], units['C']]
    elif mark == 'M':
        v = [units['A'], units['B'], None]
    elif mark == 'T':
        v = [units['A'], None, None]
    else:
        v = [None, None, None]
    return dict(zip(levels, v))

LAB = {'N': (None, None, None), 'A': ('A', None, None), 'B': ('A', 'B', None), 'C': ('A', 'B', 'C'), 'A2': ('A2', None, None),
       'B2': ('A', 'B2', None), 'C2': ('A', 'B', 'C2'), 'C3': ('A', 'B', 'C3'), 'A?': ('A', '?', None), 'B?': ('A', 'B', '?')}
def label(levels, units, code):
    if code == 'U':
        return 'unscored'
    return dict(zip(levels, [None if x is None else ('?' if x == '?' else units[x]) for x in LAB[code]]))

def unit_first(t):
    return re.match(r'\{(A2|A|B2|B|C2|C3|C)\}', t) is not None
def lower_only(sc):
    u = U[sc]; L = u['levels']; T = u['universe']
    return all(not c[0].isupper() for b in T[L[2]].values() for c in b)
# a text that opens with a unit name is not put on a tree whose lowest names are all lower-case (official-048):
# it is swapped with the next text in the shuffled order that does not open with a unit name
def fix_order(order, src, get):
    for i in range(len(order)):
        if unit_first(get(src[order[i]])) and lower_only(SC[i % 20]):
            k = next(k for k in range(i + 1, len(order)) if not unit_first(get(src[order[k]])))
            order[i], order[k] = order[k], order[i]
fix_order(order, claims_src, lambda c: c[2])
fix_order(norder, notes_src, lambda n: n[4])
claims = []; marks = {}
for i, j in enumerate(order):
    g, mark, t = claims_src[j]
    sc = SC[i % 20]; levels = U[sc]['levels']
    for _ in range(50):
        units = draw(sc)
        text, ment, vals = fill(t, sc, units)
        if text[0].isupper():
            break
    assert text[0].isupper(), text
    q = None
    if g != 'attacker_probe':
        q = fill(rng.choice(QF), sc, units)[0]
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender', 'construction': g,
                   'question': q, 'text': text, 'mentions': ment, 'belief': belief(levels, units, mark)})
    marks[cid] = {'mark': mark, 'template': t, 'units': units}
ests = []
for i, j in enumerate(norder):
    st, k, pr, cu, t = notes_src[j]
    sc = SC[i % 20]; levels = U[sc]['levels']
    for _ in range(50):
        units = draw(sc)
        text, ment, vals = fill(t, sc, units)
        if text[0].isupper():
            break
    assert text[0].isupper(), text
    for kind, code in (('prior', pr), ('current', cu)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': label(levels, units, code)})
        marks[eid] = {'mark': k, 'code': code, 'template': t, 'units': units}
if '--check' in sys.argv:
    names = set()
    for v in U.values():
        T = v['universe']; L = v['levels']
        names |= set(T[L[0]]); [names.update(x) for x in T[L[1]].values()]; [names.update(x) for x in T[L[2]].values()]
    lvw = set()
    for x in NOUN.values():
        lvw |= set(x.split()); lvw |= set(plural(x).split())
    prob = 0
    for src in [c[2] for c in claims_src] + [n[4] for n in notes_src]:
        fixed = SLOT.sub(' ', src)
        for n in names:
            if re.search(r'(?<![\w-])' + re.escape(n) + r'(?![\w-])', fixed, re.I):
                print('UNIT', n, '|', src); prob += 1
        for w in lvw:
            if re.search(r'\b' + w + r'\b', fixed, re.I):
                print('LEVELWORD', w, '|', src); prob += 1
        if '..' in src or re.search(r'\{(?!(N|A2|A|B2|B|C2|C3|C|L0|L1s|L1|L2s|L2)\})', src):
            print('SLOT/STOP', src); prob += 1
        if re.search(r'\ban? \{L[012]', src):
            print('ARTICLE', src); prob += 1
    print(prob, 'problems')
    sys.exit()
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print(len(claims), len(ests))
