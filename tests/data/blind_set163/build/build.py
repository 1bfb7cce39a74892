"""Set 163 build: one random.Random(163) for every drawn value. Reads build/real.txt, build/tags.txt,
build/attacker.txt, build/notes.txt and build/universes.json; writes claims.jsonl, estimates.jsonl and
build/marks.json. Seeded shuffle of the 300 claim templates and of the 60 notes; entry i uses scenario i % 20
(ref/set163_scenarios.json order); one draw of units per text. Prints unit names of the 20 trees met in fixed
text (whole word, case-insensitive) and any "a"/"an" before a slot."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(163)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set163_scenarios.json')))
NOUN = {'team_id': 'team', 'team_name': 'team', 'project_team': 'project team', 'business_unit': 'business unit'}
claims_t = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t')
        claims_t.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        g, m, t = ln.rstrip('\n').split('\t')
        claims_t.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        claims_t.append(('attacker_probe', 'P', ln.strip()))
notes = [ln.rstrip('\n').split('|', 4) for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8') if ln.strip()]
assert len(claims_t) == 300 and len(notes) == 60
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', 'Can you tell me {N}\'s {L2}?']
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|L1|L2)\}')
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
allnames = set()
for v in U.values():
    t = v['tree']; L = v['levels']
    allnames |= set(t[L[0]]); allnames |= set(t[L[1]]); allnames |= {c for k in t[L[2]].values() for c in k}

def draw(sc):
    v = U[sc]; t = v['tree']; L = v['levels']
    tops = list(t[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(t[L[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(t[L[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    C2, C3 = rest[0], rest[1]
    return {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L1': NOUN.get(L[1], L[1]), 'L2': NOUN.get(L[2], L[2])}

def fill(tpl, d):
    return SLOT.sub(lambda m: d[m.group(1)], tpl)

def path(code, d, L):
    if code == '0':
        return dict(zip(L, [None, None, None]))
    if code == 'U':
        return 'unscored'
    if code in ('A', 'A2'):
        return dict(zip(L, [d[code], None, None]))
    if code in ('B', 'B2'):
        return dict(zip(L, [d['A'], d[code], None]))
    if code in ('C', 'C2', 'C3'):
        return dict(zip(L, [d['A'], d['B'], d[code]]))
    if code == 'A?':
        return dict(zip(L, [d['A'], '?', None]))
    if code == 'B?':
        return dict(zip(L, [d['A'], d['B'], '?']))
    raise ValueError(code)

for _, _, tpl in claims_t:
    fixed = SLOT.sub(' ', tpl)
    for nm in allnames:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
            print('unit name in fixed text:', nm, '|', tpl)
    if re.search(r'(?i)\ban? \{', tpl):
        print('article before slot:', tpl)
for n in notes:
    fixed = SLOT.sub(' ', n[4])
    for nm in allnames:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
            print('unit name in fixed note text:', nm, '|', n[4])
    if re.search(r'(?i)\ban? \{', n[4]):
        print('article before slot:', n[4])

order = list(range(300)); rng.shuffle(order)
claims, marks = [], {}
for i, k in enumerate(order):
    g, mark, tpl = claims_t[k]
    sc = SCEN[i % 20]; L = U[sc]['levels']; d = draw(sc)
    text = fill(tpl, d)
    ment = []
    for m in SLOT.finditer(tpl):
        if m.group(1) in UNITS and d[m.group(1)] not in ment:
            ment.append(d[m.group(1)])
    belief = path({'L': 'C', 'M': 'B', 'T': 'A'}.get(mark, '0'), d, L)
    q = None if mark == 'P' else fill(rng.choice(QUESTIONS), d)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if mark == 'P' else 'defender', 'construction': g,
                   'question': q, 'text': text, 'mentions': ment, 'belief': belief})
    marks[cid] = {'mark': mark, 'template': tpl, 'units': {u: d[u] for u in UNITS}}
norder = list(range(60)); rng.shuffle(norder)
ests = []
for i, k in enumerate(norder):
    style, adv, pr, cu, tpl = notes[k]
    sc = SCEN[i % 20]; L = U[sc]['levels']; d = draw(sc)
    text = fill(tpl, d)
    for kind, code in (('prior', pr), ('current', cu)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': path(code, d, L)})
        marks[eid] = {'mark': code, 'adv': adv, 'template': tpl, 'units': {u: d[u] for u in UNITS}}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
print('claims', len(claims), 'estimates', len(ests))
