"""Builds set 200's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt. Every drawn value comes from random.Random(200): one shuffle of the 300 claim templates, one of
the 60 notes; scenarios in turn (entry number modulo 20, in the order of ref/set200_scenarios.json); one draw of
units per text and one draw of the question per defender message. With --check: prints any unit name of the 20
trees or level-noun word in the fixed text (whole word, case-insensitive), doubled stops and unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set200_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'team': 'team', 'team_name': 'team', 'corporation': 'corporation',
        'group': 'group', 'Division': 'division', 'Department': 'department', 'department': 'department',
        'full_affiliation': 'team', 'project': 'project', 'project_codename': 'project',
        'component_name': 'component', 'organization': 'organization'}
PLURAL = {'company': 'companies', 'division': 'divisions', 'team': 'teams', 'corporation': 'corporations',
          'group': 'groups', 'department': 'departments', 'project': 'projects', 'component': 'components',
          'organization': 'organizations'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
SLOTS = set(UNIT_SLOTS) | {'N', 'L0', 'L1', 'L2', 'L1s', 'L2s'}
MARK_LEVEL = {'L': 3, 'M': 2, 'T': 1, 'X': 0, 'N': 0, 'P': 0}


def read(name, n):
    return [l.rstrip('\n').split('|', n - 1) for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


def templates():
    out = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    out += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
    out += [('attacker_probe', 'P', l.rstrip('\n')) for l in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8') if l.strip()]
    return out


def tree(sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    return L, u[L[0]], u[L[1]], u[L[2]]


def draw(rng, sc):
    L, tops, mids, lows = tree(sc)
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    B = rng.choice(mids[A])
    B2 = rng.choice([x for x in mids[A] if x != B])
    C = rng.choice(lows[B])
    C2, C3 = rng.sample([x for x in lows[B] if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(t, sc, units):
    L = U[sc]['levels']
    nouns = [NOUN[l] for l in L]
    vals = dict(units)
    vals.update({'N': U[sc]['name'], 'L0': nouns[0], 'L1': nouns[1], 'L2': nouns[2],
                 'L1s': PLURAL[nouns[1]], 'L2s': PLURAL[nouns[2]]})
    def rep(m):
        v = vals[m.group(1)]
        if m.group(2):
            return v + ("'" if v.endswith('s') else "'s")
        return v
    return re.sub(r"\{(\w+)\}('s)?", rep, t)


def mentions(t, units):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        s = m.group(1)
        if s in UNIT_SLOTS and units[s] not in out:
            out.append(units[s])
    return out


def path(sc, units, spec):
    L = U[sc]['levels']
    A, B = units['A'], units['B']
    v = {'N': [None, None, None], 'A': [A, None, None], 'A2': [units['A2'], None, None], 'B': [A, B, None],
         'B2': [A, units['B2'], None], 'C': [A, B, units['C']], 'C2': [A, B, units['C2']], 'C3': [A, B, units['C3']],
         'A?': [A, '?', None], 'B?': [A, B, '?']}
    if spec == 'U':
        return 'unscored'
    return dict(zip(L, v[spec]))


def check():
    words = set()
    for sc in U:
        L, tops, mids, lows = tree(sc)
        words |= set(tops) | {x for v in mids.values() for x in v} | {x for v in lows.values() for x in v}
    nouns = set(NOUN.values()) | set(PLURAL.values())
    probs = 0
    texts = [t for _, _, t in templates()] + [n[4] for n in read('notes.txt', 5)]
    for t in texts:
        fixed = re.sub(r"\{\w+\}", ' ', t)
        for w in sorted(words | nouns):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(w), fixed, re.I):
                print('unit name or level noun %r in: %s' % (w, t)); probs += 1
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot %s in: %s' % (s, t)); probs += 1
        if re.search(r'\.\.|\?\.|!\.|\s[,.;:]', t):
            print('doubled stop in: %s' % t); probs += 1
    print('%d problems' % probs)


def main():
    rng = random.Random(200)
    tpl = templates()
    assert len(tpl) == 300, len(tpl)
    rng.shuffle(tpl)
    notes = read('notes.txt', 5)
    assert len(notes) == 60
    rng.shuffle(notes)
    claims, marks = [], {}
    for i, (tag, mark, t) in enumerate(tpl):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        L = U[sc]['levels']
        text = fill(t, sc, units)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if speaker == 'attacker' else fill(rng.choice(QUESTIONS), sc, units)
        lev = MARK_LEVEL[mark]
        full = [units['A'], units['B'], units['C']]
        belief = dict(zip(L, [full[k] if k < lev else None for k in range(3)]))
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': text, 'mentions': mentions(t, units), 'belief': belief})
        marks[cid] = {'mark': mark, 'template': t, 'units': units}
    ests = []
    for j, (style, kind, prior, cur, t) in enumerate(notes):
        sc = SCEN[j % 20]
        units = draw(rng, sc)
        text = fill(t, sc, units)
        for k, (kd, spec) in enumerate((('prior', prior), ('current', cur))):
            eid = 'e-%03d' % (2 * j + k + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kd, 'construction': style, 'text': text,
                         'label': path(sc, units, spec)})
            marks[eid] = {'mark': kind, 'spec': spec, 'prior': prior, 'current': cur, 'template': t, 'units': units}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
    print('%d claims, %d estimates' % (len(claims), len(ests)))


if __name__ == '__main__':
    check() if '--check' in sys.argv else main()
