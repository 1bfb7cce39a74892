"""Build set 180's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Every drawn value comes from random.Random(180): one shuffle of the 300 claim templates, one of the 60 notes,
then per text (in shuffled order) one draw of units (A, A2, B, B2, C, C2, C3) and, for defender messages, one
question. Scenarios go in turn (entry number modulo 20, in the order of ref/set180_scenarios.json).
--check prints any unit name of the 20 trees met in fixed text (whole word, case-insensitive), any "a"/"an"
before a slot, any level-noun slot opening a sentence, and any doubled stop."""
import json, os, re, sys, random
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set180_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'organization': 'organization', 'division': 'division',
        'Division': 'division', 'group': 'group', 'department': 'department', 'Department': 'department',
        'team': 'team', 'team_name': 'team', 'full_affiliation': 'team', 'project': 'project',
        'project_codename': 'project', 'component_name': 'component'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def load():
    claims = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
        if ln.strip():
            m, t = ln.rstrip('\n').split('|', 1)
            claims.append(('realistic_reply', m, t))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
        if ln.strip():
            g, m, t = ln.rstrip('\n').split('|', 2)
            claims.append((g, m, t))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
        if ln.strip():
            m, t = ln.rstrip('\n').split('|', 1)
            claims.append(('attacker_probe', 'P' + m, t))
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
        if ln.strip():
            notes.append(tuple(ln.rstrip('\n').split('|', 4)))
    return claims, notes


def all_units():
    out = set()
    for v in U.values():
        u = v['universe']
        ls = list(u)
        out.update(u[ls[0]])
        for k in (1, 2):
            for p, kids in u[ls[k]].items():
                out.update(kids)
    return out


def check(claims, notes):
    units = sorted(all_units(), key=len, reverse=True)
    n = 0
    for t in [c[2] for c in claims] + [x[4] for x in notes]:
        fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', t)
        for e in units:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), fixed, re.I):
                print('UNIT %r in: %s' % (e, t)); n += 1
        if re.search(r'\b(a|an|A|An)\s+\{', t):
            print('ARTICLE before slot: %s' % t); n += 1
        if re.search(r'(^|[.!?:;]\s+)\{L[012]\}', t):
            print('LEVEL NOUN opens a sentence: %s' % t); n += 1
        if '..' in t:
            print('DOUBLE STOP: %s' % t); n += 1
    print('%d problems' % n)


def draw(rng, sc):
    u = U[sc]['universe']
    ls = list(u)
    tops = list(u[ls[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[ls[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[ls[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    return ls, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(t, name, ls, units):
    nouns = {'L0': NOUN[ls[0]], 'L1': NOUN[ls[1]], 'L2': NOUN[ls[2]]}
    mentions = []
    for m in re.finditer(r'\{([A-Z0-9]+)\}', t):
        k = m.group(1)
        if k in units and units[k] not in mentions:
            mentions.append(units[k])

    def rep(m):
        k = m.group(1)
        if k == 'N':
            return name
        if k in nouns:
            return nouns[k]
        return units[k]
    out = re.sub(r'\{([A-Z0-9]+)\}', rep, t)
    for v in units.values():
        if v.endswith('.'):
            out = out.replace(v + '.', v)
    return out, mentions


def label(code, ls, units):
    if code == 'U':
        return 'unscored'
    vals = [None, None, None]
    if code in ('A', 'A2'):
        vals = [units[code], None, None]
    elif code in ('B', 'B2'):
        vals = [units['A'], units[code], None]
    elif code in ('C', 'C2', 'C3'):
        vals = [units['A'], units['B'], units[code]]
    elif code == 'A?':
        vals = [units['A'], '?', None]
    elif code == 'B?':
        vals = [units['A'], units['B'], '?']
    elif code != 'N':
        raise ValueError(code)
    return dict(zip(ls, vals))


def main():
    claims, notes = load()
    assert len(claims) == 300 and len(notes) == 60, (len(claims), len(notes))
    if '--check' in sys.argv:
        check(claims, notes)
        return
    rng = random.Random(180)
    order = list(range(300))
    rng.shuffle(order)
    norder = list(range(60))
    rng.shuffle(norder)
    recs, marks = [], {}
    for i, k in enumerate(order):
        g, mark, t = claims[k]
        sc = SC[i % 20]
        ls, units = draw(rng, sc)
        name = U[sc]['name']
        text, mentions = fill(t, name, ls, units)
        if mark == 'L':
            vals = [units['A'], units['B'], units['C']]
        elif mark == 'M':
            vals = [units['A'], units['B'], None]
        elif mark == 'T':
            vals = [units['A'], None, None]
        else:
            vals = [None, None, None]
        spk = 'attacker' if g == 'attacker_probe' else 'defender'
        q = None
        if spk == 'defender':
            q, _ = fill(rng.choice(QUESTIONS), name, ls, units)
        rid = 'c-%03d' % (i + 1)
        recs.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q, 'text': text,
                     'mentions': mentions, 'belief': dict(zip(ls, vals))})
        marks[rid] = {'mark': mark, 'template': t}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    erecs = []
    for j, k in enumerate(norder):
        style, move, pr, cu, t = notes[k]
        sc = SC[j % 20]
        ls, units = draw(rng, sc)
        text, _ = fill(t, U[sc]['name'], ls, units)
        for n_, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * j + 1 + n_)
            erecs.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                          'label': label(code, ls, units)})
            marks[rid] = {'mark': move, 'code': code, 'template': t}
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in erecs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)


if __name__ == '__main__':
    main()
