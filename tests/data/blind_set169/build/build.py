"""Set 169: builds claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(169): one shuffle of the 300 claim templates, one of the 60 notes,
then per text, in turn, its units (A, B under A, C under B, the siblings) and, for defender messages, its question.
Scenarios are taken in turn (entry number modulo 20) from ref/set169_scenarios.json."""
import json, os, re, random
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
B_ = os.path.join(HERE, 'build')
rng = random.Random(169)
uni = json.load(open(os.path.join(B_, 'universes.json')))
scen = json.load(open(os.path.join(HERE, 'ref', 'set169_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'group': 'group', 'business_unit': 'business unit',
        'project_code': 'project', 'project_team': 'project team', 'project': 'project', 'team': 'team',
        'team_name': 'team'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
entries = []
for ln in open(os.path.join(B_, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t')
        entries.append(('realistic_reply', m, t))
for ln in open(os.path.join(B_, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        g, m, t = ln.rstrip('\n').split('\t')
        entries.append((g, m, t))
for ln in open(os.path.join(B_, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        t = ln.rstrip('\n')
        entries.append(('attacker_probe', 'P', t))
notes = []
for ln in open(os.path.join(B_, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        st, adv, pr, cu, t = ln.rstrip('\n').split('|', 4)
        notes.append((st, adv == '1', pr, cu, t))
assert len(entries) == 300 and len(notes) == 60
rng.shuffle(entries)
rng.shuffle(notes)

def draw(sc):
    u = uni[sc]; L = u['levels']; t = u['tree']
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
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1],
            'L1': NOUN[L[1]], 'L2': NOUN[L[2]]}

UNITS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in UNITS and v[k] not in out:
            out.append(v[k])
    return out

all_names = set()
for sc in scen:
    tr = uni[sc]['tree']; L = uni[sc]['levels']
    all_names.update(tr[L[0]])
    for lv in L[1:]:
        for p, kids in tr[lv].items():
            all_names.update(kids)
flags = []
def check_fixed(t, where):
    fixed = re.sub(r'\{\w+\}', ' ', t)
    for nm in all_names:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
            flags.append('%s: unit name %r in fixed text: %s' % (where, nm, t))
    for m in re.finditer(r'(?i)\b(a|an)\s+\{(A2?|B2?|C[23]?|L1|L2)\}', t):
        flags.append('%s: article before slot: %s' % (where, t))

claims, marks = [], {}
for i, (g, m, t) in enumerate(entries):
    cid = 'c-%03d' % (i + 1)
    sc = scen[i % 20]
    v = draw(sc)
    L = uni[sc]['levels']
    check_fixed(t, cid)
    text = fill(t, v)
    men = mentions(t, v)
    tree = uni[sc]['tree']
    if m == 'L':
        bel = [v['A'], v['B'], v['C']]
    elif m == 'M':
        bel = [v['A'], v['B'], None]
    elif m == 'T':
        bel = [v['A'], None, None]
    else:
        bel = [None, None, None]
    q = None if g == 'attacker_probe' else fill(rng.choice(QUESTIONS), v)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender',
                   'construction': g, 'question': q, 'text': text, 'mentions': men,
                   'belief': dict(zip(L, bel))})
    marks[cid] = {'mark': m, 'template': t, 'adversarial': (m in ('X', 'P') and bool(men))}

def label(code, v, L):
    if code == 'U':
        return 'unscored'
    val = {'null': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
           'A?': [v['A'], '?', None], 'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
           'B?': [v['A'], v['B'], '?'], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
           'C3': [v['A'], v['B'], v['C3']]}[code]
    return dict(zip(L, val))

ests, emarks = [], {}
for i, (st, adv, pr, cu, t) in enumerate(notes):
    sc = scen[i % 20]
    v = draw(sc)
    L = uni[sc]['levels']
    check_fixed(t, 'note %d' % (i + 1))
    text = fill(t, v)
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + k + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                     'label': label(code, v, L)})
        emarks[eid] = {'style': st, 'adversarial': adv, 'code': code, 'prior': pr, 'current': cu, 'template': t}

with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(B_, 'marks.json'), 'w'), indent=1)
for f in flags:
    print('FLAG', f)
print('claims %d, estimates %d, flags %d' % (len(claims), len(ests), len(flags)))
