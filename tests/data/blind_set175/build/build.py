"""Builds claims.jsonl and estimates.jsonl of set 175 from real.txt, tags.txt, attacker.txt and notes.txt.
All drawn values come from random.Random(175): one seeded shuffle of the 300 claim templates and one of the 60
notes; scenarios in turn (entry number modulo 20, in the order of ref/set175_scenarios.json); one draw of units per
text (A a top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C, C2, C3 the
lowest units under B in drawn order) and one drawn question per defender message.
With --check: prints any unit name of the 20 trees met in the fixed text of a template or note (whole word,
case-insensitive) and any "a"/"an" before a slot; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(OUT, 'ref', 'set175_scenarios.json')))
NOUN = {'team': 'team', 'team_name': 'team', 'team_id': 'team', 'project': 'project', 'project_codename': 'project',
        'component_name': 'component', 'full_affiliation': 'team', 'group': 'group', 'department': 'department',
        'Department': 'department', 'division': 'division', 'Division': 'division'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|L1|L2)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def note_to_braces(t):
    # letter form -> slots; a sentence-initial "A" followed by a lowercase word is the article
    t = re.sub(r'\b(L1|L2|A2|B2|C2|C3)\b', r'{\1}', t)
    t = re.sub(r'\b(N|B|C)\b', r'{\1}', t)
    t = re.sub(r'(^|[.:;!?] )A(?= [a-z])', r'\1@ART@', t)
    t = re.sub(r'\bA\b', '{A}', t)
    return t.replace('@ART@', 'A')

def load():
    claims = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
        m, t = ln.rstrip('\n').split('\t')
        claims.append(('realistic_reply', m, t))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
        g, m, t = ln.rstrip('\n').split('\t')
        claims.append((g, m, t))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
        t = ln.rstrip('\n')
        claims.append(('attacker_probe', 'P', t))
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
        st, adv, pr, cu, t = ln.rstrip('\n').split('|')
        notes.append((st, adv, pr, cu, note_to_braces(t)))
    return claims, notes

def tree(sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    return u, L

def draw(rng, sc):
    u, L = tree(sc)
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[L[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = rng.sample(list(u[L[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': lows[0], 'C2': lows[1], 'C3': lows[2],
            'N': U[sc]['name'], 'L1': NOUN[L[1]], 'L2': NOUN[L[2]]}

def fill(t, v):
    s = SLOT.sub(lambda m: v[m.group(1)], t)
    s = re.sub(r'(?<!\.)\.\.(?!\.)', '.', s)
    return s

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        if m.group(1) in UNIT_SLOTS and v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out

def path(v, code, L):
    if code == 'U':
        return 'unscored'
    vals = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(L, vals))

def check(claims, notes):
    names = set()
    for sc in U:
        u, L = tree(sc)
        names |= set(u[L[0]])
        for lv in (1, 2):
            for kids in u[L[lv]].values():
                names |= set(kids)
    texts = [t for _, _, t in claims] + [n[4] for n in notes]
    for t in texts:
        fixed = SLOT.sub(' ', t)
        for nm in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('UNIT NAME %r in: %s' % (nm, t))
        if re.search(r'\b(a|an|A|An)\s+\{(A2?|B2?|C[23]?)\}', t):
            print('ARTICLE before slot: %s' % t)

def main():
    claims, notes = load()
    if '--check' in sys.argv:
        check(claims, notes)
        return
    rng = random.Random(175)
    order = list(range(len(claims)))
    rng.shuffle(order)
    norder = list(range(len(notes)))
    rng.shuffle(norder)
    recs, marks = [], {}
    for i, k in enumerate(order):
        g, m, t = claims[k]
        sc = ORDER[i % 20]
        u, L = tree(sc)
        v = draw(rng, sc)
        cid = 'c-%03d' % (i + 1)
        if m == 'P':
            q = None
            bel = dict(zip(L, [None] * 3))
            spk = 'attacker'
        else:
            q = fill(rng.choice(QUESTIONS), v)
            spk = 'defender'
            if m == 'L':
                bel = dict(zip(L, [v['A'], v['B'], v['C']]))
            elif m == 'M':
                bel = dict(zip(L, [v['A'], v['B'], None]))
            elif m == 'T':
                bel = dict(zip(L, [v['A'], None, None]))
            else:
                bel = dict(zip(L, [None] * 3))
        men = mentions(t, v)
        recs.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q,
                     'text': fill(t, v), 'mentions': men, 'belief': bel})
        marks[cid] = {'mark': m, 'template': t, 'adversarial': m == 'X' or (m == 'P' and bool(men))}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    erecs, nmarks = [], {}
    for j, k in enumerate(norder):
        st, adv, pr, cu, t = notes[k]
        sc = ORDER[j % 20]
        u, L = tree(sc)
        v = draw(rng, sc)
        text = fill(t, v)
        for n_, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * j + 1 + n_)
            erecs.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                          'label': path(v, code, L)})
            nmarks[eid] = {'style': st, 'adv': adv, 'code': code, 'template': t}
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in erecs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': marks, 'estimates': nmarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    print('claims %d, estimates %d' % (len(recs), len(erecs)))

if __name__ == '__main__':
    main()
