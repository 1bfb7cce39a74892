"""Build set 176's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Seed 176: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo
20, in the order of ref/set176_scenarios.json); one draw of units per text (A, A2, B, B2, C, C2, C3) and one drawn
question per defender message. With --check: print unit names of the 20 trees met in fixed text (whole word,
case-insensitive) and any "a"/"an" before a slot."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set176_scenarios.json')))
NOUN = {'division': 'division', 'group': 'group', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'project': 'project', 'project_code': 'project', 'business_unit': 'business unit',
        'project_group': 'project group'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[12])\}')


def read_tsv(name, ncols):
    rows = []
    for line in open(os.path.join(HERE, name), encoding='utf-8'):
        line = line.rstrip('\n')
        if line.strip():
            parts = line.split('\t')
            assert len(parts) == ncols, (name, line)
            rows.append(parts)
    return rows


def templates():
    out = []
    for mark, text in read_tsv('real.txt', 2):
        out.append(('realistic_reply', 'defender', mark, text))
    for tag, mark, text in read_tsv('tags.txt', 3):
        out.append((tag, 'defender', mark, text))
    for mark, text in read_tsv('attacker.txt', 2):
        out.append(('attacker_probe', 'attacker', mark, text))
    return out


def notes():
    return read_tsv('notes.txt', 5)


def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a])
    b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b])
    c, c2, c3 = rng.sample(lows, 3)
    return {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}


def fill(text, sc, units):
    lv = U[sc]['levels']
    vals = dict(units, N=U[sc]['name'], L1=NOUN[lv[1]], L2=NOUN[lv[2]])
    mentions = []
    for m in SLOT.finditer(text):
        k = m.group(1)
        if k in units and units[k] not in mentions:
            mentions.append(units[k])
    out = SLOT.sub(lambda m: vals[m.group(1)], text)
    out = re.sub(r'\.\.(?!\.)', '.', out)  # a name ending in a stop before a sentence stop
    return out, mentions


def belief(sc, mark, units):
    lv = U[sc]['levels']
    v = {'L': [units['A'], units['B'], units['C']], 'M': [units['A'], units['B'], None],
         'T': [units['A'], None, None]}.get(mark, [None, None, None])
    return dict(zip(lv, v))


def label(sc, code, units):
    if code == 'U':
        return 'unscored'
    lv = U[sc]['levels']
    a, b = units['A'], units['B']
    v = {'N': [None, None, None], 'A': [a, None, None], 'A2': [units['A2'], None, None],
         'B': [a, b, None], 'B2': [a, units['B2'], None], 'C': [a, b, units['C']],
         'C2': [a, b, units['C2']], 'C3': [a, b, units['C3']], 'A?': [a, '?', None], 'B?': [a, b, '?']}[code]
    return dict(zip(lv, v))


def check():
    names = set()
    for sc in SCEN:
        u = U[sc]['universe']; lv = U[sc]['levels']
        names |= set(u[lv[0]])
        for k in (1, 2):
            for kids in u[lv[k]].values():
                names |= set(kids)
    texts = [t[3] for t in templates()] + [n[4] for n in notes()]
    for t in texts:
        fixed = SLOT.sub(' ', t)
        for nm in sorted(names):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('unit name %r in fixed text: %s' % (nm, t))
        if re.search(r'\b[Aa]n? \{', t):
            print('article before slot: %s' % t)


def build():
    rng = random.Random(176)
    tpl = templates()
    nts = notes()
    rng.shuffle(tpl)
    rng.shuffle(nts)
    claims, marks = [], {}
    for i, (tag, spk, mark, text) in enumerate(tpl):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        txt, men = fill(text, sc, units)
        q = None
        if spk == 'defender':
            q, _ = fill(rng.choice(QUESTIONS), sc, units)
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': txt, 'mentions': men,
                       'belief': belief(sc, mark if spk == 'defender' else 'N', units)})
        marks[cid] = {'mark': mark, 'template': text}
    ests = []
    for i, (style, adv, prior, current, text) in enumerate(nts):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        txt, _ = fill(text, sc, units)
        for k, (kind, code) in enumerate((('prior', prior), ('current', current))):
            eid = 'e-%03d' % (2 * i + k + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt,
                         'label': label(sc, code, units)})
            marks[eid] = {'adv': adv, 'code': code, 'template': text, 'units': units}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)


if __name__ == '__main__':
    if '--check' in sys.argv:
        check()
    else:
        build()
