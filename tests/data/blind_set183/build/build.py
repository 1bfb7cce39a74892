"""Build set 183's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Seed 183: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo
20, in the order of ref/set183_scenarios.json); one draw of units per text (A a top unit, A2 another, B a middle
unit under A, B2 another, C a lowest unit under B, C2 and C3 its siblings) and of one question per defender message.
With --check: prints any unit name of the 20 trees met in fixed text (whole word, case-insensitive), any "a"/"an"
before a slot, any doubled stop and any level noun opening a sentence; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set183_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'department': 'department', 'team': 'team',
        'corporation': 'corporation', 'business_unit': 'business unit', 'team_name': 'team', 'team_id': 'team',
        'project_team': 'project team', 'project': 'project'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', 'Can you tell me {N}\'s {L2}?']
SLOTS = ['N', 'A2', 'A', 'B2', 'B', 'C2', 'C3', 'C', 'L0', 'L1', 'L2']


def read(name, n):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('|', n - 1)
            assert len(p) == n, ln
            rows.append(p)
    return rows


def sources():
    ent = []
    for mark, text in read('real.txt', 2):
        ent.append(('realistic_reply', 'defender', mark, text))
    for tag, mark, text in read('tags.txt', 3):
        ent.append((tag, 'defender', mark, text))
    for mark, text in read('attacker.txt', 2):
        ent.append(('attacker_probe', 'attacker', mark, text))
    notes = read('notes.txt', 5)
    return ent, notes


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    leaves = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(leaves, 3)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}, lv


def fill(t, v):
    def rep(m):
        s = v[m.group(1)]
        if m.group(1) in ('L0', 'L1', 'L2'):
            before = t[:m.start()]
            if re.search(r'[.!?]\s$', before) or before == '':
                s = s[0].upper() + s[1:]
        return s
    out = re.sub(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}', rep, t)
    out = re.sub(r'\.\.(?=\s|$)', '.', out)
    return out


def mentions(t, v):
    m = []
    for s in re.findall(r'\{(A2|A|B2|B|C2|C3|C)\}', t):
        if v[s] not in m:
            m.append(v[s])
    return m


def path(code, v):
    if code == 'N':
        return [None, None, None]
    if code == 'U':
        return 'unscored'
    if code == 'A?':
        return [v['A'], '?', None]
    if code == 'B?':
        return [v['A'], v['B'], '?']
    if code in ('A', 'A2'):
        return [v[code], None, None]
    if code in ('B', 'B2'):
        return [v['A'], v[code], None]
    if code in ('C', 'C2', 'C3'):
        return [v['A'], v['B'], v[code]]
    raise ValueError(code)


def build():
    rng = random.Random(183)
    ent, notes = sources()
    assert len(ent) == 300 and len(notes) == 60
    order = list(range(300))
    rng.shuffle(order)
    norder = list(range(60))
    rng.shuffle(norder)
    claims, ests, marks = [], [], {'claims': {}, 'notes': {}}
    for i, k in enumerate(order):
        tag, spk, mark, t = ent[k]
        sc = SCEN[i % 20]
        v, lv = draw(rng, sc)
        q = fill(rng.choice(QUESTIONS), v) if spk == 'defender' else None
        if mark == 'L':
            b = [v['A'], v['B'], v['C']]
        elif mark == 'M':
            b = [v['A'], v['B'], None]
        elif mark == 'T':
            b = [v['A'], None, None]
        else:
            b = [None, None, None]
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': fill(t, v), 'mentions': mentions(t, v), 'belief': dict(zip(lv, b))})
        marks['claims'][cid] = {'mark': mark, 'template': t, 'units': v}
    for j, k in enumerate(norder):
        style, adv, pr, cu, t = notes[k]
        sc = SCEN[j % 20]
        v, lv = draw(rng, sc)
        text = fill(t, v)
        for n, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * j + n + 1)
            p = path(code, v)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': p if p == 'unscored' else dict(zip(lv, p))})
            marks['notes'][eid] = {'adv': adv, 'code': code, 'template': t, 'units': v}
    return claims, ests, marks


def check():
    ent, notes = sources()
    names = set()
    for sc in U:
        u = U[sc]['universe']
        lv = list(u)
        names |= set(u[lv[0]])
        for k in (1, 2):
            for kids in u[lv[k]].values():
                names |= set(kids)
    texts = [e[3] for e in ent] + [n[4] for n in notes] + QUESTIONS
    bad = 0
    for t in texts:
        fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', t)
        for nm in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('unit name %r in: %s' % (nm, t)); bad += 1
        if re.search(r'\b[Aa]n? \{(A2?|B2?|C[23]?|L[012])\}', t):
            print('article before slot: %s' % t); bad += 1
        if '..' in t:
            print('doubled stop: %s' % t); bad += 1
    return bad


if __name__ == '__main__':
    if '--check' in sys.argv:
        print('problems:', check())
        sys.exit(0)
    claims, ests, marks = build()
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims,', len(ests), 'estimates')
