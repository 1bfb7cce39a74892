"""Build set 186's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Seed 186: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number
modulo 20); one draw of units per text; level nouns from the level keys.
With --check: prints unit names of the 20 trees met in fixed text (whole word, case-insensitive), any "a"/"an"
before a slot, any plural of a level-noun slot and any level-noun slot opening a sentence."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set186_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'corporation': 'corporation', 'company_division': 'company division',
        'group': 'group', 'department': 'department', 'business_unit': 'business unit', 'team': 'team',
        'team_name': 'team', 'project': 'project', 'project_code': 'project', 'project_group': 'project group'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012])\}')

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_src = [('realistic_reply',) + tuple(l.split('|', 1)) for l in lines('real.txt')]
claims_src += [tuple(l.split('|', 2)) for l in lines('tags.txt')]
claims_src += [('attacker_probe',) + tuple(l.split('|', 1)) for l in lines('attacker.txt')]
notes_src = [tuple(l.split('|', 4)) for l in lines('notes.txt')]
assert len(claims_src) == 300 and len(notes_src) == 60, (len(claims_src), len(notes_src))

def check():
    names = set()
    for v in U.values():
        un = v['universe']; L = v['levels']
        names.update(un[L[0]])
        for k in (1, 2):
            for p, kids in un[L[k]].items():
                names.update(kids)
    bad = 0
    for src in [c[2] for c in claims_src] + [n[4] for n in notes_src] + QUESTIONS:
        fixed = SLOT.sub(' ', src)
        for nm in sorted(names, key=len, reverse=True):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('unit name %r in: %s' % (nm, src)); bad += 1
        for m in re.finditer(r'\b(a|an|A|An)\s+\{(A2?|B2?|C[23]?|L[012])\}', src):
            print('article before slot: %s' % src); bad += 1
        if re.search(r'\{L[012]\}s\b', src):
            print('plural level noun: %s' % src); bad += 1
        if re.search(r'(^|[.!?:;]\s+)\{L[012]\}', src) or re.search(r'(^|[.!?]\s+)\{L[012]\}', src):
            print('level noun opens a sentence/clause: %s' % src); bad += 1
    print('check: %d flags' % bad)

def draw(rng, sc):
    v = U[sc]; un = v['universe']; L = v['levels']
    tops = list(un[L[0]])
    A = rng.choice(tops); A2 = rng.choice([t for t in tops if t != A])
    mids = list(un[L[1]][A]); B = rng.choice(mids); B2 = rng.choice([m for m in mids if m != B])
    lows = list(un[L[2]][B]); C = rng.choice(lows); C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': NOUN[L[0]], 'L1': NOUN[L[1]], 'L2': NOUN[L[2]]}, L

def fill(t, d):
    out = SLOT.sub(lambda m: d[m.group(1)], t)
    return out.replace('Inc..', 'Inc.')

def mentions(t, d):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if d[k] not in out:
            out.append(d[k])
    return out

def vals(code, d):
    return {'N': [None, None, None], 'A': [d['A'], None, None], 'A2': [d['A2'], None, None],
            'B': [d['A'], d['B'], None], 'B2': [d['A'], d['B2'], None], 'C': [d['A'], d['B'], d['C']],
            'C2': [d['A'], d['B'], d['C2']], 'C3': [d['A'], d['B'], d['C3']],
            'A?': [d['A'], '?', None], 'B?': [d['A'], d['B'], '?'], 'U': 'unscored'}[code]

def build():
    rng = random.Random(186)
    order = list(range(300)); rng.shuffle(order)
    claims, marks = [], {}
    for i, j in enumerate(order):
        cons, mark, t = claims_src[j]
        sc = SCEN[i % 20]
        d, L = draw(rng, sc)
        spk = 'attacker' if cons == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else fill(rng.choice(QUESTIONS), d)
        text = fill(t, d)
        if mark == 'L': b = [d['A'], d['B'], d['C']]
        elif mark == 'M': b = [d['A'], d['B'], None]
        elif mark == 'T': b = [d['A'], None, None]
        else: b = [None, None, None]
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': cons, 'question': q,
                       'text': text, 'mentions': mentions(t, d), 'belief': dict(zip(L, b))})
        marks[rid] = {'mark': mark, 'template': t, 'adversarial': mark == 'X', 'units': d}
    norder = list(range(60)); rng.shuffle(norder)
    ests = []
    for i, j in enumerate(norder):
        style, adv, pr, cu, t = notes_src[j]
        sc = SCEN[i % 20]
        d, L = draw(rng, sc)
        text = fill(t, d)
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * i + k + 1)
            v = vals(code, d)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': v if v == 'unscored' else dict(zip(L, v))})
            marks[rid] = {'mark': code, 'adv': adv, 'template': t, 'adversarial': adv != '-', 'units': d}
    with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0, ensure_ascii=False)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))

if '--check' in sys.argv:
    check()
else:
    build()
