"""Build set 208's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt. Every drawn value comes from random.Random(208): one shuffle of the 300 claim templates, one of the
60 notes; scenarios in turn (entry number modulo 20); one draw of units per text and one of the question per
defender message. --check prints problems in the fixed text instead of writing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set208_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'department': 'department',
        'team': 'team', 'team_id': 'team', 'team_name': 'team', 'business_unit': 'business unit',
        'project_team': 'project team', 'project': 'project'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C3|C2|C|L0|L1|L2)\}')
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def read(name, n):
    return [l.rstrip('\n').split('|', n - 1) for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


real = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
tags = [(g, m, t) for g, m, t in read('tags.txt', 3)]
att = [('attacker_probe', m, t) for m, t in read('attacker.txt', 2)]
notes = read('notes.txt', 5)
assert len(real) == 184 and len(tags) == 96 and len(att) == 20 and len(notes) == 60


def all_units():
    out = set()
    for v in U.values():
        u, L = v['universe'], v['levels']
        out |= set(u[L[0]])
        for li in (1, 2):
            for p, k in u[L[li]].items():
                out |= set(k)
    return out


def check():
    probs = 0
    names = sorted(all_units(), key=len, reverse=True)
    nounwords = {w for n in NOUN.values() for w in n.split()}
    for src, t in [(x[0], x[2]) for x in real + tags + att] + [(x[0], x[4]) for x in notes]:
        fixed = SLOT.sub(' ', t)
        for e in names:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), fixed, re.I):
                print('UNIT NAME', e, '|', t); probs += 1
        for w in nounwords:
            if re.search(r'\b%ss?\b' % w, fixed, re.I):
                print('LEVEL NOUN', w, '|', t); probs += 1
        for s in re.findall(r'\{([^}]*)\}', t):
            if not SLOT.fullmatch('{%s}' % s):
                print('UNKNOWN SLOT', s, '|', t); probs += 1
        if re.search(r'\b[Aa]n? \{L[012]\}', t):
            print('ARTICLE', t); probs += 1
        if '..' in t or ' ,' in t:
            print('PUNCT', t); probs += 1
        if re.search(r'(^|[.!?:] )\{L[012]\}', t):
            print('LEVEL AT START', t); probs += 1
    print('%d problems' % probs)


def poss(s):
    return s + "'" if s.endswith('s') else s + "'s"


def draw(rng, sid, need):
    v = U[sid]
    u, L = v['universe'], v['levels']
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[L[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[L[2]][B])
    C = rng.choice(lows)
    C2 = rng.choice([x for x in lows if x != C])
    C3 = rng.choice([x for x in lows if x not in (C, C2)])
    d = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': v['name'],
         'L0': NOUN[L[0]], 'L1': NOUN[L[1]], 'L2': NOUN[L[2]]}
    return d, L


def fill2(t, d):
    def rep(m):
        v = d[m.group(1)]
        return poss(v) if m.group(2) else v
    return re.sub(r"\{(N|A2|A|B2|B|C3|C2|C|L0|L1|L2)\}('s)?", rep, t)


def order(t):
    seen = []
    for s in SLOT.findall(t):
        if s in UNITS and s not in seen:
            seen.append(s)
    return seen


LAB = {'N': (None, None, None), 'A': ('A', None, None), 'A2': ('A2', None, None), 'A?': ('A', '?', None),
       'B': ('A', 'B', None), 'B2': ('A', 'B2', None), 'B?': ('A', 'B', '?'), 'C': ('A', 'B', 'C'),
       'C2': ('A', 'B', 'C2'), 'C3': ('A', 'B', 'C3')}


def main():
    if '--check' in sys.argv:
        return check()
    rng = random.Random(208)
    items = real + tags + att
    rng.shuffle(items)
    claims, marks = [], {}
    for i, (con, mark, t) in enumerate(items):
        sid = SCEN[i % 20]
        d, L = draw(rng, sid, order(t))
        text = fill2(t, d)
        spk = 'attacker' if con == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else fill2(rng.choice(QUESTIONS), d)
        ment = [d[s] for s in order(t)]
        if mark == 'L':
            b = [d['A'], d['B'], d['C']]
        elif mark == 'M':
            b = [d['A'], d['B'], None]
        elif mark == 'T':
            b = [d['A'], None, None]
        else:
            b = [None, None, None]
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': con, 'question': q, 'text': text,
                       'mentions': ment, 'belief': dict(zip(L, b))})
        marks[cid] = {'mark': mark, 'template': t}
    ns = list(notes)
    rng.shuffle(ns)
    ests, emarks = [], {}
    for i, (style, kind, pr, cu, t) in enumerate(ns):
        sid = SCEN[i % 20]
        d, L = draw(rng, sid, order(t))
        text = fill2(t, d)
        for j, (k, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + j + 1)
            lab = 'unscored' if code == 'U' else dict(zip(L, [d[x] if x in d else x for x in LAB[code]]))
            ests.append({'id': eid, 'scenario': sid, 'kind': k, 'construction': style, 'text': text, 'label': lab})
            emarks[eid] = {'style': style, 'note_kind': kind, 'code': code, 'template': t}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))


main()
