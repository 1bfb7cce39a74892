"""Build set 199's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Seed 199 (random.Random(199)): one seeded shuffle of the 300 claim templates (real.txt, tags.txt, attacker.txt) and
one of the 60 notes (notes.txt); scenarios in turn (entry number modulo 20, in ref/set199_scenarios.json order);
one draw of units per text and one of the question per defender message. Level nouns come from the level keys.
python3 build.py --check prints any unit name of the 20 trees or level-noun word in the fixed text (whole word,
case-insensitive), doubled stops and unknown slots, and writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set199_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'group': 'group', 'company': 'company',
        'corporation': 'corporation', 'team': 'team', 'team_name': 'team', 'project': 'project',
        'project_code': 'project', 'project_team': 'project team', 'business_unit': 'business unit'}
PLURAL = {'team': 'teams', 'project': 'projects', 'project team': 'project teams', 'department': 'departments'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C3|C2|C|L0|L1|L2s|L2)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def load(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split('|', n - 1) if n > 1 else [ln])
    return out


real = [('realistic_reply', m, t) for m, t in load('real.txt', 2)]
tags = [(g, m, t) for g, m, t in load('tags.txt', 3)]
att = [('attacker_probe', 'P', t[0]) for t in load('attacker.txt', 1)]
notes = load('notes.txt', 5)
claims_src = real + tags + att
assert len(claims_src) == 300 and len(notes) == 60


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1]}


def nouns(sc):
    lv, _ = tree(sc)
    L = [NOUN[k] for k in lv]
    return {'L0': L[0], 'L1': L[1], 'L2': L[2], 'L2s': PLURAL[L[2]]}


def fill(tpl, sc, units):
    vals = dict(units)
    vals.update(nouns(sc))
    vals['N'] = U[sc]['name']
    mentions = []

    def rep(m):
        k = m.group(1)
        if k in UNIT_SLOTS and vals[k] not in mentions:
            mentions.append(vals[k])
        elif k in UNIT_SLOTS:
            pass
        return vals[k]
    # possessives of unit names ending in s take a bare apostrophe
    t = re.sub(r"\{(A2|A|B2|B|C3|C2|C)\}'s\b", lambda m: '{%s}%s' % (m.group(1), "'" if vals[m.group(1)].endswith('s') else "'s"), tpl)
    text = SLOT.sub(rep, t)
    return text, mentions


def anc(sc, name):
    lv, u = tree(sc)
    for a in u[lv[0]]:
        if a == name:
            return [a, None, None]
        for b in u[lv[1]][a]:
            if b == name:
                return [a, b, None]
            if name in u[lv[2]][b]:
                return [a, b, name]
    raise KeyError(name)


def label(code, sc, units):
    lv, _ = tree(sc)
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code.endswith('?'):
        vals = anc(sc, units[code[:-1]])
        vals[vals.index(None)] = '?'
    else:
        vals = anc(sc, units[code])
    return dict(zip(lv, vals))


def check():
    names = set()
    for sc in U:
        lv, u = tree(sc)
        names.update(u[lv[0]])
        for p, kids in u[lv[1]].items():
            names.update(kids)
        for p, kids in u[lv[2]].items():
            names.update(kids)
    words = set(NOUN.values()) | set(PLURAL.values()) | {'repository', 'repositories', 'divisions', 'groups', 'companies', 'corporations', 'business units'}
    probs = 0
    for src, tpl in [(c[0], c[2]) for c in claims_src] + [(n[0], n[4]) for n in notes]:
        fixed = SLOT.sub(' ', tpl)
        if re.search(r'\{[^}]*\}', fixed):
            print('unknown slot:', tpl); probs += 1
        for w in sorted(names | words, key=len, reverse=True):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), fixed, re.I):
                print('fixed text holds %r: %s' % (w, tpl)); probs += 1
        if '..' in tpl or ' ,' in tpl or '  ' in tpl:
            print('stops/spaces:', tpl); probs += 1
    print(probs, 'problems')


def build():
    rng = random.Random(199)
    cs = list(claims_src)
    rng.shuffle(cs)
    claims, marks = [], {}
    for i, (cons, mark, tpl) in enumerate(cs):
        sc = SCEN[i % 20]
        lv, _ = tree(sc)
        units = draw(rng, sc)
        text, mentions = fill(tpl, sc, units)
        if cons == 'attacker_probe':
            q, spk, belief = None, 'attacker', dict(zip(lv, [None, None, None]))
        else:
            spk = 'defender'
            q = fill(rng.choice(QUESTIONS), sc, units)[0]
            if mark == 'L':
                belief = dict(zip(lv, anc(sc, units['C'])))
            elif mark == 'M':
                belief = dict(zip(lv, anc(sc, units['B'])))
            elif mark == 'T':
                belief = dict(zip(lv, anc(sc, units['A'])))
            else:
                belief = dict(zip(lv, [None, None, None]))
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': cons, 'question': q,
                       'text': text, 'mentions': mentions, 'belief': belief})
        marks[cid] = {'mark': mark, 'template': tpl, 'units': units}
    ns = list(notes)
    rng.shuffle(ns)
    ests = []
    for j, (style, kind, prior, current, tpl) in enumerate(ns):
        sc = SCEN[j % 20]
        units = draw(rng, sc)
        text, _ = fill(tpl, sc, units)
        for k, (knd, code) in enumerate((('prior', prior), ('current', current))):
            eid = 'e-%03d' % (2 * j + k + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': knd, 'construction': style, 'text': text,
                         'label': label(code, sc, units)})
            marks[eid] = {'mark': kind, 'code': code, 'template': tpl, 'units': units}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims,', len(ests), 'estimates')


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
