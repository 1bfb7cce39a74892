"""Build claims.jsonl and estimates.jsonl of set 170 from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value from random.Random(170): one shuffle of the 300 claim templates and one of the 60 notes,
scenarios in turn over ref/set170_scenarios.json, one draw of units per text, one drawn question per defender
message. Prints unit names met in the fixed text (whole word, case-insensitive) and any "a"/"an" before a slot."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(TOP, 'ref', 'set170_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'organization': 'organization', 'division': 'division',
        'Division': 'division', 'department': 'department', 'Department': 'department', 'group': 'group',
        'team': 'team', 'team_name': 'team', 'full_affiliation': 'team', 'project': 'project',
        'project_codename': 'project', 'component_name': 'component'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
rng = random.Random(170)
claims_t = []
for l in open(os.path.join(HERE, 'real.txt')):
    m, t = l.rstrip('\n').split('\t'); claims_t.append(('realistic_reply', m, t))
for l in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = l.rstrip('\n').split('\t'); claims_t.append((g, m, t))
for l in open(os.path.join(HERE, 'attacker.txt')):
    claims_t.append(('attacker_probe', 'P', l.rstrip('\n')))
notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(HERE, 'notes.txt'))]
assert len(claims_t) == 300 and len(notes) == 60
rng.shuffle(claims_t); rng.shuffle(notes)
allnames = set()
for s in U.values():
    u = s['universe']; lv = list(u)
    allnames.update(u[lv[0]]); [allnames.update(v) for v in u[lv[1]].values()]; [allnames.update(v) for v in u[lv[2]].values()]

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    bs = list(u[lv[1]][A]); B = rng.choice(bs); B2 = rng.choice([x for x in bs if x != B])
    cs = list(u[lv[2]][B]); C = rng.choice(cs); C2, C3 = rng.sample([x for x in cs if x != C], 2)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'],
                L0=NOUN[lv[0]], L1=NOUN[lv[1]], L2=NOUN[lv[2]]), lv

def fill(t, v):
    ment = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        if v[m.group(1)] not in ment: ment.append(v[m.group(1)])
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t), ment

def check_fixed(t, where):
    fixed = re.sub(r'\{\w+\}', ' ', t)
    for n in allnames:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), fixed, re.I):
            print('UNIT NAME IN FIXED TEXT', where, n, '|', t)
    if re.search(r'\b[Aa]n? \{(A2?|B2?|C[23]?|L[012])\}', t):
        print('ARTICLE BEFORE SLOT', where, t)

def path(code, v):
    return {'null': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]

out = []; marks = {}
for i, (g, m, t) in enumerate(claims_t):
    sc = SC[i % 20]; v, lv = draw(sc); check_fixed(t, g)
    text, ment = fill(t, v)
    bel = {'L': path('C', v), 'M': path('B', v), 'T': path('A', v)}.get(m, [None] * 3)
    q = None if g == 'attacker_probe' else fill(rng.choice(QUESTIONS), v)[0]
    rid = 'c-%03d' % (i + 1)
    out.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender',
                'construction': g, 'question': q, 'text': text, 'mentions': ment, 'belief': dict(zip(lv, bel))})
    adv = (m == 'X') or (m == 'P' and bool(ment))
    marks[rid] = {'mark': m, 'template': t, 'adversarial': adv, 'tag': g}
with open(os.path.join(TOP, 'claims.jsonl'), 'w') as fh:
    for r in out: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
est = []
for j, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[j % 20]; v, lv = draw(sc); check_fixed(t, style)
    text, _ = fill(t, v)
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * j + k + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
        est.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[rid] = {'note': t, 'style': style, 'adv': adv, 'prior': pr, 'current': cu}
with open(os.path.join(TOP, 'estimates.jsonl'), 'w') as fh:
    for r in est: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print('claims', len(out), 'estimates', len(est), 'adversarial claims', sum(1 for k, x in marks.items() if k[0] == 'c' and x['adversarial']))
