"""Build set 195's claims.jsonl and estimates.jsonl from the letter-form sources in build/ (real.txt, tags.txt,
attacker.txt, notes.txt) and build/universes.json. Every drawn value comes from random.Random(195): one shuffle of
the 300 claim templates, one of the 60 notes; scenarios in turn (entry number modulo 20); per text one draw of units
(A, A2, B, B2, C, C2, C3) and per defender message one draw of the question form.
With --check: prints any unit name of the 20 trees or level-noun word in the fixed text (whole word,
case-insensitive), unknown slots and doubled stops, and writes nothing."""
import json, os, re, random, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
uni = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = list(uni)
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'Division': 'division',
        'organization': 'organization', 'group': 'group', 'department': 'department', 'Department': 'department',
        'team': 'team', 'team_name': 'team', 'full_affiliation': 'team', 'project': 'project',
        'project_codename': 'project', 'component_name': 'component'}
PLURAL = {'company': 'companies'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', 'Can you tell me {N}\'s {L2}?']
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L0s', 'L1s', 'L2s']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
LEVEL_WORDS = ['team', 'teams', 'project', 'projects', 'component', 'components', 'department', 'departments',
               'division', 'divisions', 'group', 'groups', 'company', 'companies', 'corporation', 'corporations',
               'organization', 'organizations', 'organisation', 'organisations', 'affiliation', 'codename']


def read(name, n):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            rows.append(ln.split('|', n - 1) if n > 1 else [ln])
    return rows


def all_units():
    names = set()
    for s in SCEN:
        u = uni[s]['universe']; L = uni[s]['levels']
        names |= set(u[L[0]])
        for li in (1, 2):
            for p, kids in u[L[li]].items():
                names |= set(kids)
    return names


def tree(s):
    u = uni[s]['universe']; L = uni[s]['levels']
    return L, u


def draw(rng, s):
    L, u = tree(s)
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[L[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[L[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def nouns(s):
    L = uni[s]['levels']
    d = {}
    for k, key in zip(('L0', 'L1', 'L2'), L):
        n = NOUN[key]
        d[k] = n
        d[k + 's'] = PLURAL.get(n, n + 's')
    return d


def fill(tpl, vals):
    def rep(m):
        return vals[m.group(1)]
    out = re.sub(r'\{(\w+)\}', rep, tpl)
    # possessive of names ending in s: bare apostrophe
    for k in UNIT_SLOTS + ['N']:
        v = vals.get(k)
        if v and v.endswith('s'):
            out = out.replace(v + "'s", v + "'")
        # a name ending in a full stop closes the sentence itself
        if v and v.endswith('.'):
            out = out.replace(v + '.', v)
    return out


def mentions(tpl, vals):
    seen = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        k = m.group(1)
        if k in UNIT_SLOTS and vals[k] not in seen:
            seen.append(vals[k])
    return seen


def belief(mark, s, v):
    L = uni[s]['levels']
    if mark == 'L':
        vals = [v['A'], v['B'], v['C']]
    elif mark == 'M':
        vals = [v['A'], v['B'], None]
    elif mark == 'T':
        vals = [v['A'], None, None]
    else:
        vals = [None, None, None]
    return dict(zip(L, vals))


def label(code, s, v):
    L = uni[s]['levels']
    if code == 'U':
        return 'unscored'
    m = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
         'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
         'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
         'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(L, m))


def sources():
    claims = [('realistic_reply', r[0], r[1]) for r in read('real.txt', 2)]
    claims += [(r[0], r[1], r[2]) for r in read('tags.txt', 3)]
    claims += [('attacker_probe', 'P', r[0]) for r in read('attacker.txt', 1)]
    notes = [tuple(r) for r in read('notes.txt', 5)]
    return claims, notes


def check(claims, notes):
    units = sorted(all_units(), key=len, reverse=True)
    probs = 0
    texts = [c[2] for c in claims] + [n[4] for n in notes] + QUESTIONS
    for t in texts:
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for m in re.finditer(r'\{(\w+)\}', t):
            if m.group(1) not in SLOTS:
                print('unknown slot', m.group(0), '|', t); probs += 1
        for u in units:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(u), fixed, re.I):
                print('unit name %r in fixed text: %s' % (u, t)); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, fixed, re.I):
                print('level word %r in fixed text: %s' % (w, t)); probs += 1
        if re.search(r'\.\.(?!\.)|\.\s*\.', t.replace('...', '')):
            print('doubled stop:', t); probs += 1
    print('%d problem(s)' % probs)


def main():
    claims, notes = sources()
    assert len(claims) == 300 and len(notes) == 60, (len(claims), len(notes))
    if '--check' in sys.argv:
        check(claims, notes)
        return
    rng = random.Random(195)
    order = list(range(300))
    rng.shuffle(order)
    norder = list(range(60))
    rng.shuffle(norder)
    crecs, marks = [], {}
    for i, k in enumerate(order):
        cons, mark, tpl = claims[k]
        s = SCEN[i % 20]
        v = draw(rng, s)
        vals = dict(v); vals.update(nouns(s)); vals['N'] = uni[s]['name']
        q = None
        if mark != 'P':
            q = fill(QUESTIONS[rng.randrange(4)], vals)
        rid = 'c-%03d' % (i + 1)
        crecs.append({'id': rid, 'scenario': s, 'speaker': 'attacker' if mark == 'P' else 'defender',
                      'construction': cons, 'question': q, 'text': fill(tpl, vals),
                      'mentions': mentions(tpl, vals), 'belief': belief(mark, s, v)})
        marks[rid] = {'mark': mark, 'template': tpl, 'construction': cons}
    erecs = []
    for i, k in enumerate(norder):
        style, kind, prior, current, tpl = notes[k]
        s = SCEN[i % 20]
        v = draw(rng, s)
        vals = dict(v); vals.update(nouns(s)); vals['N'] = uni[s]['name']
        text = fill(tpl, vals)
        for j, (kd, code) in enumerate((('prior', prior), ('current', current))):
            rid = 'e-%03d' % (2 * i + j + 1)
            erecs.append({'id': rid, 'scenario': s, 'kind': kd, 'construction': style, 'text': text,
                          'label': label(code, s, v)})
            marks[rid] = {'style': style, 'kind': kind, 'code': code, 'prior': prior, 'current': current,
                          'template': tpl, 'draw': v}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in crecs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in erecs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    print('wrote %d claims, %d estimates' % (len(crecs), len(erecs)))


main()
