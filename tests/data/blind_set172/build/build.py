"""Builds set 172's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (templates in letter form) and build/universes.json (written by build/choose.py).
Every drawn value comes from random.Random(172): one shuffle of the 300 claim templates, one shuffle of the 60 notes,
scenarios in turn (claim i: scenario i mod 20; note j: scenario j mod 20), one draw of units per text, one drawn
question per defender message. Also writes build/marks.json (id -> mark) for build/review.py and prints
problems: unit names of the scenario met in a text but not in its mentions, 'a'/'an' before a slot."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(172)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set172_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'product_group': 'product group', 'project_name': 'project', 'repo_name': 'repository', 'company': 'company',
        'group': 'group', 'project': 'project', 'business_unit': 'business unit', 'corporation': 'corporation',
        'project_code': 'project'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', 'Can you tell me {N}\'s {L2}?']
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']

def read_tsv(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = [('realistic_reply', m, t) for m, t in read_tsv('real.txt')]
claims_t += [(tag, m, t) for tag, m, t in read_tsv('tags.txt')]
claims_t += [('attacker_probe', 'P', l.strip()) for l in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8') if l.strip()]
notes_t = [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8') if l.strip()]
assert len(claims_t) == 300 and len(notes_t) == 60
assert len({t for _, _, t in claims_t}) == 300 and len({n[4] for n in notes_t}) == 60

def slots_in(t):
    return re.findall(r'\{(A2|A|B2|B|C2|C3|C|N|L0|L1|L2)\}', t)

def draw(sc, needs):
    u = U[sc]['universe']; L = list(u)
    combos = []
    for a in u[L[0]]:
        for b in u[L[1]][a]:
            for c in u[L[2]][b]:
                if 'A2' in needs and len(u[L[0]]) < 2: continue
                if 'B2' in needs and len(u[L[1]][a]) < 2: continue
                if 'C3' in needs and len(u[L[2]][b]) < 3: continue
                if 'C2' in needs and len(u[L[2]][b]) < 2: continue
                combos.append((a, b, c))
    assert combos, (sc, needs)
    a, b, c = rng.choice(sorted(combos))
    v = {'A': a, 'B': b, 'C': c, 'N': U[sc]['name'], 'L0': NOUN[L[0]], 'L1': NOUN[L[1]], 'L2': NOUN[L[2]]}
    if 'A2' in needs: v['A2'] = rng.choice(sorted(x for x in u[L[0]] if x != a))
    if 'B2' in needs: v['B2'] = rng.choice(sorted(x for x in u[L[1]][a] if x != b))
    sib = sorted(x for x in u[L[2]][b] if x != c)
    if 'C2' in needs or 'C3' in needs:
        pick = rng.sample(sib, 2) if 'C3' in needs else [rng.choice(sib)]
        v['C2'] = pick[0]
        if 'C3' in needs: v['C3'] = pick[1]
    return v, L

def fill(t, v):
    return re.sub(r'\{(A2|A|B2|B|C2|C3|C|N|L0|L1|L2)\}', lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for s in slots_in(t):
        if s in UNIT_SLOTS and v[s] not in out:
            out.append(v[s])
    return out

rng.shuffle(claims_t)
rng.shuffle(notes_t)
claims, marks, problems = [], {}, []
allnames = set()
for sc in SCEN:
    u = U[sc]['universe']; L = list(u)
    allnames |= set(u[L[0]])
    for li in (1, 2):
        for kids in u[L[li]].values(): allnames |= set(kids)

def unit_names(sc):
    u = U[sc]['universe']; L = list(u); s = set(u[L[0]])
    for li in (1, 2):
        for kids in u[L[li]].values(): s |= set(kids)
    return s

def stray(text, ment, sc):
    found = []
    for e in unit_names(sc):
        if e not in ment and re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), text, re.I):
            found.append(e)
    return found

for i, (tag, mark, t) in enumerate(claims_t):
    sc = SCEN[i % 20]
    needs = set(slots_in(t))
    v, L = draw(sc, needs)
    text = fill(t, v)
    ment = mentions(t, v)
    if mark == 'L': vals = [v['A'], v['B'], v['C']]
    elif mark == 'M': vals = [v['A'], v['B'], None]
    elif mark == 'T': vals = [v['A'], None, None]
    else: vals = [None, None, None]
    q = None if mark == 'P' else fill(rng.choice(QUESTIONS), v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if mark == 'P' else 'defender',
                   'construction': tag, 'question': q, 'text': text, 'mentions': ment,
                   'belief': dict(zip(L, vals))})
    marks[rid] = {'mark': mark, 'template': t}
    s_ = stray(text, ment, sc)
    if s_: problems.append((rid, 'unit name in text not mentioned', s_, text))
    if re.search(r'\b(a|an)\s+\{(A2|A|B2|B|C2|C3|C|L0|L1|L2)\}', t, re.I):
        problems.append((rid, 'article before slot', t))

STATE = {'null': lambda v: [None, None, None], 'A': lambda v: [v['A'], None, None], 'A?': lambda v: [v['A'], '?', None],
         'B': lambda v: [v['A'], v['B'], None], 'B?': lambda v: [v['A'], v['B'], '?'], 'C': lambda v: [v['A'], v['B'], v['C']],
         'A2': lambda v: [v['A2'], None, None], 'B2': lambda v: [v['A'], v['B2'], None],
         'C2': lambda v: [v['A'], v['B'], v['C2']], 'C3': lambda v: [v['A'], v['B'], v['C3']], 'U': lambda v: 'unscored'}
ests = []
k = 0
for j, (style, adv, prior, cur, t) in enumerate(notes_t):
    sc = SCEN[j % 20]
    needs = set(slots_in(t)) | {prior, cur}
    v, L = draw(sc, needs)
    text = fill(t, v)
    s_ = stray(text, mentions(t, v), sc)
    if s_: problems.append(('note %d' % j, 'unit name in text not in slots', s_, text))
    for kind, st in (('prior', prior), ('current', cur)):
        k += 1
        lab = STATE[st](v)
        rid = 'e-%03d' % k
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(L, lab))})
        marks[rid] = {'style': style, 'adv': adv, 'state': st, 'template': t}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
# fixed text of every template against every unit name of the 20 trees
for t in [c[2] for c in claims_t] + [n[4] for n in notes_t]:
    fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', t)
    hits = [e for e in allnames if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), fixed, re.I)]
    if hits: problems.append(('template', 'unit name in fixed text', hits, t))
for p in problems: print(p)
print('problems:', len(problems))
