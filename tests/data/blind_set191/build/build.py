"""Build set 191's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.

real.txt (mark|template), tags.txt (tag|mark|template), attacker.txt (template), notes.txt
(style|adversarial|prior|current|template). Slots: {N} the target's first name, {A} the drawn top unit, {A2} another
top unit, {B} a middle unit under {A}, {B2} another middle unit under {A}, {C} a lowest unit under {B}, {C2} and {C3}
its siblings, {L0} {L1} {L2} the level nouns ({L1}s, {L2}s plurals). Every drawn value comes from
random.Random(191): one shuffle of the 300 claim templates, one of the 60 notes, then per text in turn one draw of
units and, for a defender message, one of the question. Scenarios go in turn (entry number modulo 20).
With --check: prints any unit name of the 20 trees or any level-noun word in the fixed text (whole word,
case-insensitive), doubled stops and unknown slots, and writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(SET, 'ref', 'set191_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'team_name': 'team', 'group': 'group', 'project': 'project',
        'department': 'department', 'team': 'team', 'business_unit': 'business unit', 'corporation': 'corporation',
        'project_code': 'project', 'company_division': 'company division', 'project_group': 'project group'}
PLURAL = {'company': 'companies'}
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
LEVEL_WORDS = ['team', 'teams', 'group', 'groups', 'project', 'projects', 'department', 'departments', 'division',
               'divisions', 'company', 'companies', 'corporation', 'corporations', 'unit', 'units']


def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


def sources():
    claims = [('realistic_reply', l.split('|', 1)[0], l.split('|', 1)[1]) for l in lines('real.txt')]
    claims += [(p[0], p[1], p[2]) for p in (l.split('|', 2) for l in lines('tags.txt'))]
    claims += [('attacker_probe', 'P', l) for l in lines('attacker.txt')]
    notes = [tuple(l.split('|', 4)) for l in lines('notes.txt')]
    return claims, notes


def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def noun(sc, k):
    return NOUN[U[sc]['levels'][k]]


def fill(t, sc, v):
    mentions = []

    def rep(m):
        s = m.group(1)
        if s in v:
            if s in UNIT_SLOTS and v[s] not in mentions:
                mentions.append(v[s])
            return v[s]
        return noun(sc, int(s[1]))
    # plurals first
    t2 = t
    for k in range(3):
        n_ = noun(sc, k)
        t2 = t2.replace('{L%d}s' % k, PLURAL.get(n_, n_ + 's'))
    out = SLOT.sub(rep, t2)
    # capitalise a level noun (or anything) opening a sentence
    out = re.sub(r'(^|[.?!] )([a-z])', lambda m: m.group(1) + m.group(2).upper(), out)
    return out, mentions


def labels(code, sc, v):
    lv = U[sc]['levels']
    if code == 'U':
        return 'unscored'
    vals = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(lv, vals))


def check(claims, notes):
    names = set()
    for sc in U:
        u = U[sc]['universe']
        lv = U[sc]['levels']
        names |= set(u[lv[0]])
        for k in (1, 2):
            for p, kids in u[lv[k]].items():
                names |= set(kids)
    bad = 0
    for src in [c[2] for c in claims] + [n[4] for n in notes]:
        fixed = SLOT.sub(' ', src)
        if re.search(r'\{[^}]*\}', fixed):
            print('unknown slot:', src); bad += 1
        for nm in sorted(names, key=len, reverse=True):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('unit name %r in: %s' % (nm, src)); bad += 1
        for w in LEVEL_WORDS:
            if re.search(r'(?<!\w)%s(?!\w)' % w, fixed, re.I):
                print('level word %r in: %s' % (w, src)); bad += 1
        if re.search(r'[.;:,][.;:,]', src):
            print('doubled stop:', src); bad += 1
    print('%d problems' % bad)


def main():
    claims, notes = sources()
    if '--check' in sys.argv:
        check(claims, notes)
        return
    rng = random.Random(191)
    rng.shuffle(claims)
    rng.shuffle(notes)
    out, marks = [], {}
    for i, (tag, mark, t) in enumerate(claims):
        sc = CHOSEN[i % 20]
        v = draw(rng, sc)
        text, men = fill(t, sc, v)
        lv = U[sc]['levels']
        bel = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mark, [None] * 3)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None
        if speaker == 'defender':
            q, _ = fill(rng.choice(QUESTIONS), sc, v)
        cid = 'c-%03d' % (i + 1)
        out.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                    'text': text, 'mentions': men, 'belief': dict(zip(lv, bel))})
        adv = mark == 'X' or (mark == 'P' and bool(men))
        marks[cid] = {'mark': mark, 'template': t, 'adversarial': adv, 'units': v}
    eout = []
    for j, (style, adv, pri, cur, t) in enumerate(notes):
        sc = CHOSEN[j % 20]
        v = draw(rng, sc)
        text, men = fill(t, sc, v)
        for k, (kind, code) in enumerate((('prior', pri), ('current', cur))):
            eid = 'e-%03d' % (2 * j + k + 1)
            eout.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': labels(code, sc, v)})
            marks[eid] = {'style': style, 'adversarial': adv == '1', 'code': code, 'template': t, 'units': v,
                          'mentions': men}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in eout:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    print('claims %d, estimates %d' % (len(out), len(eout)))


if __name__ == '__main__':
    main()
