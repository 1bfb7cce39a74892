"""Build set 198's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (templates in letter form with {slots}). Every drawn value comes from random.Random(198): one seeded
shuffle of the 300 claim templates and one of the 60 notes; scenarios in turn (entry number modulo 20, in the order
of ref/set198_scenarios.json); one draw of units per text and one draw of the question per defender message.
With --check: print any unit name of the 20 trees or level-noun word in the fixed text (whole word, case-insensitive),
doubled stops and unknown slots, and build nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set198_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'corporation': 'corporation', 'department': 'department',
        'team': 'team', 'team_id': 'team', 'team_name': 'team', 'project_team': 'project team',
        'business_unit': 'business unit', 'project': 'project'}
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L1s', 'L2s'}
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def read(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('|')
            assert len(parts) == n, ln
            out.append(parts)
    return out


def claim_templates():
    t = [('realistic_reply', m, x) for m, x in read('real.txt', 2)]
    t += [(tag, m, x) for tag, m, x in read('tags.txt', 3)]
    t += [('attacker_probe', m, x) for m, x in read('attacker.txt', 2)]
    return t


def fill(tpl, v):
    def rep(m):
        k = m.group(1)
        if k not in v:
            raise KeyError(k)
        return v[k]
    s = re.sub(r'\{([A-Za-z0-9]+)\}', rep, tpl)
    for k in UNIT_SLOTS:
        name = v.get(k)
        if name and name.endswith('s'):
            s = s.replace(name + "'s", name + "'")
    if s[:1].islower():
        s = s[0].upper() + s[1:]
    return s


def draw(rng, sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    tops = list(u[L[0]])
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[L[1]][A]); B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[L[2]][B]); rng.shuffle(lows)
    C, C2, C3 = lows[0], lows[1], lows[2]
    n = [NOUN[k] for k in L]
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': n[0], 'L1': n[1], 'L2': n[2], 'L1s': n[1] + 's', 'L2s': n[2] + 's'}


def mentions(tpl, v):
    pos = []
    for k in UNIT_SLOTS:
        i = tpl.find('{%s}' % k)
        if i >= 0:
            pos.append((i, v[k]))
    return [x for _, x in sorted(pos)]


def label(code, v, levels):
    if code == 'U':
        return 'unscored'
    vals = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']],
            'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(levels, vals))


def check():
    names = set()
    for sc in U:
        un = U[sc]['universe']; L = U[sc]['levels']
        names |= set(un[L[0]])
        for k in L[1:]:
            for p, kids in un[k].items():
                names |= set(kids)
    words = ['company', 'companies', 'division', 'divisions', 'corporation', 'corporations', 'department',
             'departments', 'team', 'teams', 'project', 'projects', 'business unit', 'business units']
    texts = [x for _, _, x in claim_templates()] + [r[4] for r in read('notes.txt', 5)]
    texts += QUESTIONS
    probs = 0
    for t in texts:
        fixed = re.sub(r'\{[A-Za-z0-9]+\}', ' ', t)
        for nm in sorted(names | set(words), key=len, reverse=True):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('NAME/NOUN %r in: %s' % (nm, t)); probs += 1
        if re.search(r'\.\.|\.\s*\.', t.replace('...', '')):
            print('DOUBLE STOP: ' + t); probs += 1
        for k in re.findall(r'\{([A-Za-z0-9]+)\}', t):
            if k not in SLOTS:
                print('UNKNOWN SLOT %s: %s' % (k, t)); probs += 1
    print('%d problems' % probs)


def build():
    rng = random.Random(198)
    tpls = claim_templates()
    assert len(tpls) == 300
    notes = read('notes.txt', 5)
    assert len(notes) == 60
    rng.shuffle(tpls)
    rng.shuffle(notes)
    marks = {}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for i, (tag, mark, tpl) in enumerate(tpls):
            sc = SCEN[i % 20]
            v = draw(rng, sc)
            levels = U[sc]['levels']
            attacker = tag == 'attacker_probe'
            q = None if attacker else fill(rng.choice(QUESTIONS), v)
            b = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(
                mark, [None, None, None])
            rid = 'c-%03d' % (i + 1)
            rec = {'id': rid, 'scenario': sc, 'speaker': 'attacker' if attacker else 'defender',
                   'construction': tag, 'question': q, 'text': fill(tpl, v), 'mentions': mentions(tpl, v),
                   'belief': dict(zip(levels, b))}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            marks[rid] = {'mark': mark, 'template': tpl, 'tag': tag}
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for i, (style, kind, pr, cu, tpl) in enumerate(notes):
            sc = SCEN[i % 20]
            v = draw(rng, sc)
            levels = U[sc]['levels']
            text = fill(tpl, v)
            for j, (k, code) in enumerate((('prior', pr), ('current', cu))):
                rid = 'e-%03d' % (2 * i + j + 1)
                rec = {'id': rid, 'scenario': sc, 'kind': k, 'construction': style, 'text': text,
                       'label': label(code, v, levels)}
                fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
                marks[rid] = {'style': style, 'kind': kind, 'code': code, 'prior': pr, 'current': cu,
                              'template': tpl, 'units': {k2: v[k2] for k2 in UNIT_SLOTS}}
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0, ensure_ascii=False)


if __name__ == '__main__':
    if '--check' in sys.argv:
        check()
    else:
        build()
