"""Set 171 build: seed 171; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
(entry number modulo 20); one draw of units per text; level nouns from the level keys. Writes claims.jsonl,
estimates.jsonl and build/marks.json; prints any unit name of the 20 trees met in fixed text (whole word,
case-insensitive) and any 'a'/'an' before a slot."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(171)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set171_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_group': 'project group'}
def noun(k):
    return NOUN.get(k, k.replace('_', ' '))
temps = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t')
        temps.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        g, m, t = ln.rstrip('\n').split('\t')
        temps.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t')
        temps.append(('attacker_probe', m, t))
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        s, a, p, c, t = ln.rstrip('\n').split('|', 4)
        notes.append((s, int(a), p, c, t))
assert len(temps) == 300 and len(notes) == 60
rng.shuffle(temps)
rng.shuffle(notes)
allnames = sorted({e for v in U.values() for lv in v['universe'].values() for e in (lv if isinstance(lv, list) else list(lv) + [k for ks in lv.values() for k in ks])}, key=len, reverse=True)

def draw(sc):
    u = U[sc]['universe']; L = list(u)
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    Bs = list(u[L[1]][A])
    B = rng.choice(Bs)
    B2 = rng.choice([x for x in Bs if x != B])
    Cs = list(u[L[2]][B])
    C = rng.choice(Cs)
    C2, C3 = rng.sample([x for x in Cs if x != C], 2)
    return L, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'L1': noun(L[1]), 'L2': noun(L[2])}

def fill(t, v, name):
    slots = re.findall(r'\{(\w+)\}', t)
    x = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
    x = re.sub(r'\bN\b', name, x)
    x = x.replace('..', '.')
    return x, slots

def fixed_flags(where, t, sc):
    f = re.sub(r'\{\w+\}', ' ', t)
    f = re.sub(r'\bN\b', ' ', f)
    for e in allnames:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), f, re.I):
            own = any(e in (lv if isinstance(lv, list) else list(lv) + [k for ks in lv.values() for k in ks]) for lv in U[sc]['universe'].values())
            print('UNIT IN FIXED TEXT%s: %r in %s: %s' % (' (own tree)' if own else '', e, where, t))
    if re.search(r'\b(a|an|A|An)\s+\{', t):
        print('ARTICLE BEFORE SLOT:', where, t)

QF = ['Which {L2} is N in?', 'Where does N work?', 'Which {L1} does N belong to?', "Can you tell me N's {L2}?"]
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(temps):
    sc = SC[i % 20]
    name = U[sc]['name']
    L, v = draw(sc)
    text, slots = fill(t, v, name)
    fixed_flags('c-%03d' % (i + 1), t, sc)
    ment = []
    for s in slots:
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in ment:
            ment.append(v[s])
    if mark == 'L':
        vals = [v['A'], v['B'], v['C']]
    elif mark == 'M':
        vals = [v['A'], v['B'], None]
    elif mark == 'T':
        vals = [v['A'], None, None]
    else:
        vals = [None, None, None]
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None
    if spk == 'defender':
        q = fill(rng.choice(QF), v, name)[0]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': ment, 'belief': dict(zip(L, vals))})
    adv = (mark == 'X')
    marks[rid] = {'tag': tag, 'mark': mark, 'template': t, 'adversarial': adv}
def state(s, v):
    if s == 'U':
        return 'unscored'
    m = {'null': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
         'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
         'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
         'B?': [v['A'], v['B'], '?']}[s]
    return m
ests, emarks = [], {}
for i, (style, adv, p, c, t) in enumerate(notes):
    sc = SC[i % 20]
    name = U[sc]['name']
    L, v = draw(sc)
    text, _ = fill(t, v, name)
    fixed_flags('note %d' % (i + 1), t, sc)
    for k, (kind, s) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * i + k + 1)
        lab = state(s, v)
        if lab != 'unscored':
            lab = dict(zip(L, lab))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
    emarks['note-%02d' % (i + 1)] = {'style': style, 'adversarial': bool(adv), 'prior': p, 'current': c, 'template': t,
                                    'ids': ['e-%03d' % (2 * i + 1), 'e-%03d' % (2 * i + 2)]}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'notes': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
