"""Build set 188's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Seed 188: one seeded shuffle of the 300 claim templates and one of the 60 notes; scenarios in turn (entry number
modulo 20); one draw of units per text; level nouns from the level keys. With --check: prints any unit name of the
20 trees met in fixed text (whole word, case-insensitive), any "a"/"an" before a slot, any plural of a level-noun
slot and any level-noun slot opening a sentence."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set188_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'department': 'department',
        'team': 'team', 'team_name': 'team', 'team_id': 'team', 'project': 'project', 'project_team': 'project team',
        'business_unit': 'business unit', 'group': 'group'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C3', 'C2', 'C']


def rows(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('|', n - 1)
            assert len(parts) == n, ln
            out.append(parts)
    return out


real = rows('real.txt', 2)
tags = rows('tags.txt', 3)
att = rows('attacker.txt', 2)
notes = rows('notes.txt', 5)
claims_src = [('realistic_reply', m, t) for m, t in real] + [(g, m, t) for g, m, t in tags] + \
             [('attacker_probe', m, t) for m, t in att]
assert len(claims_src) == 300 and len(notes) == 60

allnames = sorted({e for s in SCEN for e in
                   list(U[s]['universe'][U[s]['levels'][0]]) +
                   [k for v in U[s]['universe'][U[s]['levels'][1]].values() for k in v] +
                   [k for v in U[s]['universe'][U[s]['levels'][2]].values() for k in v]}, key=len, reverse=True)


def check():
    bad = 0
    for src in [t for _, _, t in claims_src] + [x[4] for x in notes]:
        fixed = re.sub(r'\{[^}]*\}', ' ', src)
        for nm in allnames:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('unit name %r in fixed text: %s' % (nm, src)); bad += 1
        if re.search(r'\b(a|an|A|An)\s+\{(A2?|B2?|C[23]?|L[012])\}', src):
            print('article before a slot: %s' % src); bad += 1
        if re.search(r'\{L[012]\}s\b', src):
            print('plural level noun: %s' % src); bad += 1
        if re.search(r'(^|[.!?:;]\s+)\{L[012]\}', src):
            print('level noun opens a sentence: %s' % src); bad += 1
    print('check: %d flags' % bad)


def draw(rng, s):
    u, lv = U[s]['universe'], U[s]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2 = rng.choice([x for x in lows if x != C])
    C3 = [x for x in lows if x not in (C, C2)][0]
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': U[s]['name'],
            'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}


def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)


def mentions(t, v):
    seen = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in UNIT_SLOTS and v[k] not in seen:
            seen.append(v[k])
    return seen


def path(v, lv, letter):
    n = [None, None, None]
    if letter == 'N': return dict(zip(lv, n))
    if letter == 'U': return 'unscored'
    if letter in ('A', 'A2'): n = [v[letter], None, None]
    elif letter == 'A?': n = [v['A'], '?', None]
    elif letter == 'B?': n = [v['A'], v['B'], '?']
    elif letter in ('B', 'B2'): n = [v['A'], v[letter], None]
    elif letter in ('C', 'C2', 'C3'): n = [v['A'], v['B'], v[letter]]
    else: raise ValueError(letter)
    return dict(zip(lv, n))


def main():
    if '--check' in sys.argv:
        check(); return
    rng = random.Random(188)
    order = list(range(300)); rng.shuffle(order)
    norder = list(range(60)); rng.shuffle(norder)
    claims, marks = [], {}
    for i, j in enumerate(order):
        cons, mark, t = claims_src[j]
        s = SCEN[i % 20]
        lv = U[s]['levels']
        v = draw(rng, s)
        q = None if cons == 'attacker_probe' else fill(rng.choice(QUESTIONS), v)
        if mark == 'L': b = [v['A'], v['B'], v['C']]
        elif mark == 'M': b = [v['A'], v['B'], None]
        elif mark == 'T': b = [v['A'], None, None]
        else: b = [None, None, None]
        cid = 'c-%03d' % (i + 1)
        txt = fill(t, v)
        claims.append({'id': cid, 'scenario': s, 'speaker': 'attacker' if cons == 'attacker_probe' else 'defender',
                       'construction': cons, 'question': q, 'text': txt, 'mentions': mentions(t, v),
                       'belief': dict(zip(lv, b))})
        marks[cid] = {'mark': mark, 'template': t, 'slots': v}
    ests = []
    k = 0
    for i, j in enumerate(norder):
        style, adv, pr, cu, t = notes[j]
        s = SCEN[i % 20]
        lv = U[s]['levels']
        v = draw(rng, s)
        txt = fill(t, v)
        for kind, letter in (('prior', pr), ('current', cu)):
            k += 1
            eid = 'e-%03d' % k
            ests.append({'id': eid, 'scenario': s, 'kind': kind, 'construction': style, 'text': txt,
                         'label': path(v, lv, letter)})
            marks[eid] = {'mark': adv, 'letter': letter, 'prior': pr, 'current': cu, 'template': t, 'slots': v}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))


main()
