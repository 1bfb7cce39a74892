"""Builds set 173's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (templates in letter form). Every drawn value comes from random.Random(173): one shuffle of the 300
claim templates and of the 60 notes, then per text one draw of units and (defender messages) one question form.
Scenario of entry i (0-based, after the shuffle): ref/set173_scenarios.json[i % 20].
Run with --check to print unit names of the 20 trees met in fixed text (whole word, case-insensitive)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set173_scenarios.json')))
NOUN = {'team': 'team', 'team_id': 'team', 'team_name': 'team', 'project': 'project', 'project_team': 'project team',
        'department': 'department', 'division': 'division', 'business_unit': 'business unit'}
QFORMS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')
rng = random.Random(173)

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = []
for l in lines('real.txt'):
    m, t = l.split('\t'); claims_t.append(('realistic_reply', m, t))
for l in lines('tags.txt'):
    g, m, t = l.split('\t'); claims_t.append((g, m, t))
for l in lines('attacker.txt'):
    m, t = l.split('\t'); claims_t.append(('attacker_probe', m, t))
notes_t = [l.split('|', 4) for l in lines('notes.txt')]
assert len(claims_t) == 300 and len(notes_t) == 60

allnames = sorted({e for v in U.values() for lv in v['universe'].values() for e in (lv if isinstance(lv, list) else [x for xs in lv.values() for x in xs] + list(lv))}, key=len, reverse=True)
if '--check' in sys.argv:
    for g, m, t in claims_t + [(n[0], n[1], n[4]) for n in notes_t]:
        fixed = SLOT.sub(' ', t)
        hit = [e for e in allnames if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), fixed, re.I)]
        if hit:
            print('UNIT WORD', hit, '|', t)
        if re.search(r'\b(a|an)\s+\{(A|B|C)', t, re.I):
            print('ARTICLE', t)

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = u[lv[1]][A]; B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = u[lv[2]][B]; C = rng.choice(lows); C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}

def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t)
    out = re.sub(r'(?<!\.)\.\.(?!\.)', '.', out)  # a unit name ending in a stop before one
    return out[0].upper() + out[1:]

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k not in ('N', 'L1', 'L2') and v[k] not in out:
            out.append(v[k])
    return out

def path(code, v):
    return {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[code]

order = list(range(300)); rng.shuffle(order)
claims, marks = [], {}
for i, k in enumerate(order):
    g, m, t = claims_t[k]
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    q = None if g == 'attacker_probe' else fill(rng.choice(QFORMS), v)
    code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(m, 'N')
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender',
                   'construction': g, 'question': q, 'text': fill(t, v), 'mentions': mentions(t, v),
                   'belief': dict(zip(lv, path(code, v)))})
    marks[cid] = [m, t]
norder = list(range(60)); rng.shuffle(norder)
ests = []
for i, k in enumerate(norder):
    style, adv, pr, cu, t = notes_t[k]
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    txt = fill(t, v)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab})
        marks[eid] = [adv, pr, cu, t]
with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
