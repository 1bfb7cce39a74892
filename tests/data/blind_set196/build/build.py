"""Build set 196's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(196): one shuffle of the 300 claim templates, one of the 60 notes;
scenarios in turn (entry number modulo 20, ref/set196_scenarios.json order); per text one draw of units
(A, B under A, C under B, A2 another top unit, B2 another middle unit under A, C2 and C3 C's siblings);
per defender message one draw of the question (set 191's four forms, kept by sets 193 and 195).
--check: report unit names of the 20 trees and level-noun words in the fixed text, doubled stops, unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set196_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'company_division': 'division',
        'group': 'group', 'business_unit': 'business unit', 'department': 'department', 'team': 'team',
        'team_name': 'team', 'project': 'project', 'project_code': 'project', 'project_group': 'project group'}
PLURAL = {'team': 'teams', 'project': 'projects', 'department': 'departments', 'project group': 'project groups'}
LEVEL_WORDS = r'\b(compan(y|ies)|corporations?|divisions?|departments?|groups?|teams?|projects?|business(es)?|units?|organi[sz]ations?)\b'
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']
SLOT_RE = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2|L2s)\}')


def read(name, n):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            rows.append(ln.split('|', n - 1))
    return rows


def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tpl, sc, units):
    lv = U[sc]['levels']
    nouns = [NOUN[k] for k in lv]
    vals = dict(units)
    vals.update({'N': U[sc]['name'], 'L0': nouns[0], 'L1': nouns[1], 'L2': nouns[2], 'L2s': PLURAL[nouns[2]]})
    out = []
    pos = 0
    for m in SLOT_RE.finditer(tpl):
        out.append(tpl[pos:m.start()])
        v = vals[m.group(1)]
        rest = tpl[m.end():]
        if m.group(1) in UNIT_SLOTS:
            if rest.startswith("'s") and v.endswith('s'):
                v = v + "'"
                pos = m.end() + 2
                out.append(v)
                continue
            if rest.startswith('.') and v.endswith('.'):
                v = v[:-1]
        out.append(v)
        pos = m.end()
    out.append(tpl[pos:])
    text = ''.join(out)
    mentions = []
    for m in SLOT_RE.finditer(tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and units[s] not in mentions:
            mentions.append(units[s])
    return text, mentions


def ancestors(sc, name):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    if name in u[lv[0]]:
        return [name, None, None]
    for p, kids in u[lv[1]].items():
        if name in kids:
            return [p, name, None]
    for p, kids in u[lv[2]].items():
        if name in kids:
            return ancestors(sc, p)[:1] + [p, name]
    raise KeyError(name)


def label(code, sc, units):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [units['A'], '?', None]
    elif code == 'B?':
        vals = ancestors(sc, units['B'])[:2] + ['?']
    else:
        vals = ancestors(sc, units[code])
    return dict(zip(U[sc]['levels'], vals))


def main():
    real = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    tags = [(g, m, t) for g, m, t in read('tags.txt', 3)]
    att = [('attacker_probe', 'P', t[0]) for t in read('attacker.txt', 1)]
    notes = read('notes.txt', 5)
    assert len(real) == 184 and len(tags) == 96 and len(att) == 20 and len(notes) == 60
    if '--check' in sys.argv:
        names = set()
        for v in U.values():
            u = v['universe']
            lv = v['levels']
            names.update(u[lv[0]])
            for k in (1, 2):
                for kids in u[lv[k]].values():
                    names.update(kids)
        probs = 0
        for tpl in [t for _, _, t in real + tags + att] + [n[4] for n in notes]:
            fixed = SLOT_RE.sub(' ', tpl)
            for bad in re.findall(r'\{[^}]*\}', fixed):
                print('unknown slot', bad, '|', tpl); probs += 1
            for nm in names:
                if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                    print('unit name', nm, '|', tpl); probs += 1
            if re.search(LEVEL_WORDS, fixed, re.I):
                print('level word', re.search(LEVEL_WORDS, fixed, re.I).group(0), '|', tpl); probs += 1
            if '..' in tpl:
                print('doubled stop |', tpl); probs += 1
        print('%d problems' % probs)
        return
    rng = random.Random(196)
    items = real + tags + att
    rng.shuffle(items)
    claims, marks = [], {}
    for i, (tag, mark, tpl) in enumerate(items):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        text, mentions = fill(tpl, sc, units)
        lv = U[sc]['levels']
        if mark == 'L':
            vals = ancestors(sc, units['C'])
        elif mark == 'M':
            vals = ancestors(sc, units['B'])
        elif mark == 'T':
            vals = ancestors(sc, units['A'])
        else:
            vals = [None, None, None]
        if tag == 'attacker_probe':
            speaker, q = 'attacker', None
        else:
            speaker = 'defender'
            q, _ = fill(rng.choice(QUESTIONS), sc, units)
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
        marks[cid] = {'tag': tag, 'mark': mark, 'template': tpl, 'units': units}
    rng.shuffle(notes)
    ests = []
    for i, (style, kind, prior, current, tpl) in enumerate(notes):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        text, mentions = fill(tpl, sc, units)
        for j, (k, code) in enumerate((('prior', prior), ('current', current))):
            eid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': k, 'construction': style, 'text': text,
                         'label': label(code, sc, units)})
            marks[eid] = {'style': style, 'kind': kind, 'code': code, 'template': tpl, 'units': units,
                          'mentions': mentions}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    print('claims %d, estimates %d' % (len(claims), len(ests)))


main()
