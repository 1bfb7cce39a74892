"""Build set 184's claims.jsonl and estimates.jsonl from the hand-written templates in this folder.
Seed 184: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number
modulo 20, in the order of ref/set184_scenarios.json); one draw of units per text (A, A2, B, B2, C, C2, C3);
level nouns from the level keys. Writes ../claims.jsonl, ../estimates.jsonl and marks.json.
With --check: prints any unit name of the 20 trees met in fixed text (whole word, case-insensitive), any
"a"/"an" before a slot, any plural of a level-noun slot, any level-noun slot opening a sentence and any
doubled stop in the built texts, and builds nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set184_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'group': 'group', 'company': 'company',
        'corporation': 'corporation', 'team': 'team', 'team_name': 'team', 'project_team': 'project team',
        'project': 'project', 'project_code': 'project', 'business_unit': 'business unit'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             "Can you tell me {N}'s {L2}?"]
STYLES = ['parhelion', 'paraselene', 'anthelion', 'subsun', 'circumzenithal', 'heiligenschein']
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')


def rows(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


claims_t = [('realistic_reply', m, t) for m, t in rows('real.txt')]
claims_t += [(tag, m, t) for tag, m, t in rows('tags.txt')]
claims_t += [('attacker_probe', 'P', r[0]) for r in rows('attacker.txt')]
notes_t = [tuple(r) for r in rows('notes.txt')]
assert len(claims_t) == 300 and len(notes_t) == 60

ALLNAMES = sorted({e for s in U.values() for lv in s['universe'].values()
                   for e in (lv if isinstance(lv, list) else [x for k in lv.values() for x in k] + list(lv))},
                  key=len, reverse=True)


def check():
    bad = 0
    for kind, mark, t in claims_t + [(r[0], r[1], r[4]) for r in notes_t]:
        fixed = SLOT.sub(' ', t)
        for nm in ALLNAMES:
            if re.search(r'(?i)\b%s\b' % re.escape(nm), fixed):
                print('unit name in fixed text:', nm, '|', t); bad += 1
        if re.search(r'(?i)\ban?\s+\{', t):
            print('article before slot:', t); bad += 1
        if re.search(r'\{L[012]\}s\b', t):
            print('plural level noun:', t); bad += 1
        if re.search(r'(^|[.!?]\s+)\{L[012]\}', t):
            print('level noun opens a sentence:', t); bad += 1
    return bad


def tree(sc):
    s = U[sc]
    lv = s['levels']; u = s['universe']
    return lv, u[lv[0]], u[lv[1]], u[lv[2]]


def draw(rng, sc):
    lv, tops, mids, lows = tree(sc)
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    B = rng.choice(mids[A])
    B2 = rng.choice([x for x in mids[A] if x != B])
    C = rng.choice(lows[B])
    rest = [x for x in lows[B] if x != C]
    rng.shuffle(rest)
    C2, C3 = rest
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(t, sc, units):
    lv = U[sc]['levels']
    vals = dict(units)
    vals['N'] = U[sc]['name']
    for i in range(3):
        vals['L%d' % i] = NOUN[lv[i]]
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in units and units[k] not in mentions:
            mentions.append(units[k])
        return vals[k]
    out = SLOT.sub(rep, t)
    out = out.replace('Inc..', 'Inc.')
    return out, mentions


def labelvals(code, units):
    return {'N': [None, None, None], 'A': [units['A'], None, None], 'A2': [units['A2'], None, None],
            'A?': [units['A'], '?', None], 'B': [units['A'], units['B'], None],
            'B2': [units['A'], units['B2'], None], 'B?': [units['A'], units['B'], '?'],
            'C': [units['A'], units['B'], units['C']], 'C2': [units['A'], units['B'], units['C2']],
            'C3': [units['A'], units['B'], units['C3']], 'U': 'unscored'}[code]


def main():
    if '--check' in sys.argv:
        print('check:', check(), 'flag(s)')
        return
    rng = random.Random(184)
    ct = list(claims_t); rng.shuffle(ct)
    nt = list(notes_t); rng.shuffle(nt)
    claims, marks = [], {'claims': {}, 'notes': {}}
    for i, (tag, mark, t) in enumerate(ct):
        sc = SCEN[i % 20]
        lv = U[sc]['levels']
        units = draw(rng, sc)
        text, mentions = fill(t, sc, units)
        if mark == 'L':
            b = [units['A'], units['B'], units['C']]
        elif mark == 'M':
            b = [units['A'], units['B'], None]
        elif mark == 'T':
            b = [units['A'], None, None]
        else:
            b = [None, None, None]
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if speaker == 'attacker' else fill(rng.choice(QUESTIONS), sc, {})[0]
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': text, 'mentions': mentions, 'belief': dict(zip(lv, b))})
        marks['claims'][cid] = {'mark': mark, 'template': t, 'units': units}
    ests = []
    for k, (style, adv, pr, cu, t) in enumerate(nt):
        sc = SCEN[k % 20]
        lv = U[sc]['levels']
        units = draw(rng, sc)
        text, _ = fill(t, sc, units)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * k + j + 1)
            v = labelvals(code, units)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': v if v == 'unscored' else dict(zip(lv, v))})
            marks['notes'][eid] = {'adv': adv, 'prior': pr, 'current': cu, 'template': t, 'units': units}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    for r in claims + ests:
        if '..' in r['text'] or SLOT.search(r['text']):
            print('doubled stop or slot left:', r['id'], r['text'])


if __name__ == '__main__':
    main()
