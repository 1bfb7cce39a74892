"""Builds set 166's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt. Every drawn value comes from random.Random(166): one shuffle of the 300 claim templates, one of the
60 notes, then per text (in order) one draw of units; scenarios in turn (entry number modulo 20)."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
rng = random.Random(166)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set166_scenarios.json')))
NOUN = {'team_name': 'team', 'team': 'team', 'project': 'project', 'project_code': 'project', 'department': 'department',
        'group': 'group', 'business_unit': 'business unit', 'project_group': 'project group', 'division': 'division'}
temps = []
for ln in open(os.path.join(B, 'real.txt')).read().splitlines():
    m, t = ln.split('\t'); temps.append(('realistic_reply', m, t))
for ln in open(os.path.join(B, 'tags.txt')).read().splitlines():
    g, m, t = ln.split('\t'); temps.append((g, m, t))
for ln in open(os.path.join(B, 'attacker.txt')).read().splitlines():
    m, t = ln.split('\t'); temps.append(('attacker_probe', m, t))
notes = [ln.split('|', 4) for ln in open(os.path.join(B, 'notes.txt')).read().splitlines()]
assert len(temps) == 300 and len(notes) == 60
rng.shuffle(temps)
rng.shuffle(notes)
QS = ["Which {L2} is {N} in?", "Where does {N} work?", "Which {L1} does {N} belong to?", "Can you tell me {N}'s {L2}?"]

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    a = rng.choice(tops); a2 = rng.choice([x for x in tops if x != a])
    bs = list(u[lv[1]][a]); b = rng.choice(bs); b2 = rng.choice([x for x in bs if x != b])
    cs = list(u[lv[2]][b]); c = rng.choice(cs); c2, c3 = rng.sample([x for x in cs if x != c], 2)
    return lv, {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
                'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')
def fill(t, v):
    return SLOT.sub(lambda m: v[m.group(1)], t)
def ments(t, v):
    out = []
    for m in SLOT.finditer(t):
        if m.group(1) in ('N', 'L1', 'L2'):
            continue
        x = v[m.group(1)]
        if x not in out:
            out.append(x)
    return out

claims, marks = [], {}
for i, (g, mk, t) in enumerate(temps):
    sc = SC[i % 20]
    lv, v = draw(sc)
    spk = 'attacker' if g == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else fill(rng.choice(QS), v)
    bel = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mk, [None] * 3)
    if spk == 'attacker':
        bel = [None] * 3
    rid = 'c-%03d' % (i + 1)
    m = ments(t, v)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q, 'text': fill(t, v),
                   'mentions': m, 'belief': dict(zip(lv, bel))})
    marks[rid] = {'mark': mk, 'template': t, 'adversarial': bool(m) and all(x is None for x in bel)}

def lab(code, v, lv):
    if code == 'U':
        return 'unscored'
    if code == 'null':
        vals = [None] * 3
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = [v['A'], v['B'], '?']
    else:
        x = v[code]
        u = U_cur
        # the unit and its tree parents
        lvl = {'A': 0, 'A2': 0, 'B': 1, 'B2': 1, 'C': 2, 'C2': 2, 'C3': 2}[code]
        vals = [None] * 3
        vals[lvl] = x
        if lvl >= 1:
            par = v['A']
            vals[0] = par
        if lvl == 2:
            vals[1] = v['B']
        if code == 'B2':
            vals = [v['A'], v['B2'], None]
    return dict(zip(lv, vals))

ests, nmarks = [], {}
for k, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[k % 20]
    lv, v = draw(sc)
    U_cur = U[sc]
    x = fill(t, v)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * k + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': x, 'label': lab(code, v, lv)})
        nmarks[rid] = {'adversarial': adv == '1', 'code': code, 'template': t}
with open(os.path.join(H, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(H, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': nmarks}, open(os.path.join(B, 'marks.json'), 'w'), indent=1)
# build checks: unit names in fixed text; "a"/"an" before a slot
names = set()
for sc in SC:
    u = U[sc]['universe']; lv = list(u)
    names |= set(u[lv[0]])
    for li in (1, 2):
        for kids in u[lv[li]].values():
            names |= set(kids)
fixed = [t for _, _, t in temps] + [n[4] for n in notes]
for t in fixed:
    bare = SLOT.sub(' ', t)
    for nm in names:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), bare, re.I):
            print('UNIT NAME', repr(nm), 'in', t)
    if re.search(r'\b(a|an|A|An)\s+\{(A2?|B2?|C[23]?|L1|L2)\}', t):
        print('ARTICLE', t)
print('claims', len(claims), 'ests', len(ests))
