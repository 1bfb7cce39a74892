"""Build set 190's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Every drawn value comes from random.Random(190): one seeded shuffle of the 300 claim templates and one of the 60
notes; scenarios in turn (entry number modulo 20, in the order of ref/set190_scenarios.json); per text one draw of
units (A a top unit, A2 another, B and B2 two middle units under A, C, C2 and C3 the three lowest units under B, in
drawn order) and, per defender message, one draw of the question (set 189's four forms).
Level nouns come from the level keys; they are capitalised at the start of a text or after a stop, an article before
one is fitted to it, and the plural slots take plurals.
--check: print any unit name of the 20 trees in the fixed text (whole word, case-insensitive), any article before a
unit slot, doubled stops and unknown slots, and build nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.join(HERE, '..')
uni = json.load(open(os.path.join(HERE, 'universes.json')))
order = json.load(open(os.path.join(SET, 'ref', 'set190_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'Division': 'division',
        'department': 'department', 'Department': 'department', 'group': 'group', 'team': 'team',
        'team_name': 'team', 'full_affiliation': 'team', 'project': 'project', 'project_codename': 'project',
        'component_name': 'component', 'organization': 'organization'}
PLURAL = {'company': 'companies'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L1s', 'L2s'}
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']


def read(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


def templates():
    out = []
    for l in read('real.txt'):
        mark, t = l.split('|', 1)
        out.append(('realistic_reply', mark, t))
    for l in read('tags.txt'):
        tag, mark, t = l.split('|', 2)
        out.append((tag, mark, t))
    for t in read('attacker.txt'):
        out.append(('attacker_probe', 'P', t))
    return out


def notes():
    out = []
    for l in read('notes.txt'):
        style, adv, prior, cur, t = l.split('|', 4)
        out.append((style, adv, prior, cur, t))
    return out


def letter(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)


def tree(sc):
    u = uni[sc]['universe']
    levels = list(u)
    return u, levels


def draw(rng, sc):
    u, levels = tree(sc)
    tops = list(u[levels[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[levels[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[levels[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(t, sc, units):
    u, levels = tree(sc)
    nouns = [NOUN[l] for l in levels]
    vals = dict(units)
    vals['N'] = uni[sc]['name']
    for i in range(3):
        vals['L%d' % i] = nouns[i]
        vals['L%ds' % i] = PLURAL.get(nouns[i], nouns[i] + 's')
    pieces = []
    pos = 0
    for m in re.finditer(r'\{(\w+)\}', t):
        pieces.append(t[pos:m.start()])
        s = m.group(1)
        v = vals[s]
        before = ''.join(pieces)
        if s.startswith('L') and (before.strip() == '' or re.search(r'[.!?]\s*$', before)):
            v = v[0].upper() + v[1:]
        if s.startswith('L') and re.search(r'\b([Aa]) $', before) and v[0].lower() in 'aeiou':
            pieces[-1] = re.sub(r'\b([Aa]) $', lambda mm: mm.group(1) + 'n ', pieces[-1])
        pieces.append(v)
        pos = m.end()
    pieces.append(t[pos:])
    x = ''.join(pieces)
    x = x.replace('..', '.').replace('.?', '?')
    return x


def mentions(t, units):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        s = m.group(1)
        if s in UNIT_SLOTS and units[s] not in out:
            out.append(units[s])
    return out


def path(sc, unit):
    u, levels = tree(sc)
    if unit is None:
        return [None, None, None]
    for i in range(3):
        if i == 0 and unit in u[levels[0]]:
            return [unit, None, None]
    for p, kids in u[levels[1]].items():
        if unit in kids:
            return [p, unit, None]
    for p, kids in u[levels[2]].items():
        if unit in kids:
            top = [a for a, ks in u[levels[1]].items() if p in ks][0]
            return [top, p, unit]
    raise KeyError(unit)


def belief(sc, mark, units):
    u, levels = tree(sc)
    v = {'L': path(sc, units['C']), 'M': path(sc, units['B']), 'T': path(sc, units['A'])}.get(mark, [None, None, None])
    return dict(zip(levels, v))


def label(sc, code, units):
    u, levels = tree(sc)
    if code == 'U':
        return 'unscored'
    if code == 'N':
        v = [None, None, None]
    elif code == 'A?':
        v = [units['A'], '?', None]
    elif code == 'B?':
        v = [units['A'], units['B'], '?']
    else:
        v = path(sc, units[code])
    return dict(zip(levels, v))


def check():
    names = set()
    for sc in order:
        u, levels = tree(sc)
        names.update(u[levels[0]])
        for l in levels[1:]:
            for kids in u[l].values():
                names.update(kids)
    probs = 0
    texts = [t for _, _, t in templates()] + [n[4] for n in notes()] + QUESTIONS
    for t in texts:
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for nm in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('unit name %r in fixed text: %s' % (nm, t)); probs += 1
        if re.search(r'\b(a|an|the|A|An|The) \{(A2?|B2?|C[23]?)\}', t):
            print('article before a unit slot:', t); probs += 1
        if re.search(r'\.\.|,,|;;', t):
            print('doubled stop:', t); probs += 1
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot %s: %s' % (s, t)); probs += 1
    print('%d problems' % probs)


def build():
    rng = random.Random(190)
    tps = templates()
    assert len(tps) == 300
    rng.shuffle(tps)
    claims, marks = [], {}
    for i, (tag, mark, t) in enumerate(tps):
        sc = order[i % 20]
        units = draw(rng, sc)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None
        if speaker == 'defender':
            q = fill(rng.choice(QUESTIONS), sc, units)
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': fill(t, sc, units), 'mentions': mentions(t, units), 'belief': belief(sc, mark, units)})
        marks[rid] = {'mark': mark, 'template': t, 'units': units}
    nts = notes()
    assert len(nts) == 60
    rng.shuffle(nts)
    ests = []
    for j, (style, adv, prior, cur, t) in enumerate(nts):
        sc = order[j % 20]
        units = draw(rng, sc)
        text = fill(t, sc, units)
        for k, (kind, code) in enumerate((('prior', prior), ('current', cur))):
            rid = 'e-%03d' % (2 * j + k + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': label(sc, code, units)})
            marks[rid] = {'adv': adv, 'code': code, 'template': t, 'units': units, 'prior': prior, 'current': cur}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    print('built %d claims, %d estimates' % (len(claims), len(ests)))


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
