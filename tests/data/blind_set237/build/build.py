"""Set 237 builder. Reads build/real.txt (kind|template), build/tags.txt (tag|kind|template),
build/attacker.txt (one probe a line) and build/notes.txt (style|prior|current|adversarial kind|note), fills the
slots ({N} first name, {A} drawn top unit, {A2} another top unit, {B} a middle unit under A, {B2} another, {C} a
lowest unit under B, {C2} and {C3} its siblings, {L0} {L1} {L2} level nouns) and writes claims.jsonl and
estimates.jsonl. Every drawn value comes from random.Random(237): one shuffle of the 300 claim templates, one of
the 60 notes, one draw of units per text, one question per defender message; scenarios in turn (entry number
modulo 20). Labels: L -> A, B, C; M -> A, B, null; T -> A, null, null; X, N and probes all-null; notes by codes
(N none, A/B/C and A2/B2/C2/C3 the unit and its parents, A? and B? a '?' below A or B, U unscored).
--check: no unit name or unit-name word (3+ letters, split at non-letters) of the 20 trees in any fixed text."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set237_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_name': 'project', 'repo_name': 'repository'}
def noun(k):
    return NOUN.get(k, k.replace('_', ' '))
real = [l.split('|', 1) for l in open(os.path.join(HERE, 'real.txt')).read().splitlines() if l.strip()]
tags = [l.split('|', 2) for l in open(os.path.join(HERE, 'tags.txt')).read().splitlines() if l.strip()]
att = [l for l in open(os.path.join(HERE, 'attacker.txt')).read().splitlines() if l.strip()]
notes = [l.split('|', 4) for l in open(os.path.join(HERE, 'notes.txt')).read().splitlines() if l.strip()]
claims_src = [('realistic_reply', k, t) for k, t in real] + [(g, k, t) for g, k, t in tags] + \
             [('attacker_probe', 'P', t) for t in att]
assert len(claims_src) == 300 and len(notes) == 60, (len(claims_src), len(notes))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012])\}')

def check():
    words, names = set(), set()
    for v in U.values():
        u = v['universe']; L = list(u)
        for n in list(u[L[0]]) + [a for x in u[L[1]].values() for a in x] + [a for x in u[L[2]].values() for a in x]:
            names.add(n.lower())
            words |= {w.lower() for w in re.split('[^A-Za-z]+', n) if len(w) >= 3}
    probs = 0
    for src in [t for _, _, t in claims_src] + [n[4] for n in notes]:
        fixed = SLOT.sub(' ', src)
        for w in re.findall(r'[A-Za-z]+', fixed):
            if w.lower() in words or w.lower() in names:
                print('unit word %r in: %s' % (w, src[:90])); probs += 1
        for m in re.finditer(r'\b(a|an|A|An) \{L', src):
            print('article before level slot: %s' % src[:90]); probs += 1
        for m in re.finditer(r'\{([^}]*)\}', src):
            if not SLOT.fullmatch(m.group(0)):
                print('unknown slot %s' % m.group(0)); probs += 1
    print('%d problems' % probs)
    return probs

def draw(rng, sc):
    u = U[sc]['universe']; L = list(u)
    tops = list(u[L[0]])
    A = rng.choice(tops); A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[L[1]][A]); B = rng.choice(mids); B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[L[2]][B]); C = rng.choice(lows); C2, C3 = rng.sample([l for l in lows if l != C], 2)
    return L, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
               'L0': noun(L[0]), 'L1': noun(L[1]), 'L2': noun(L[2])}

def fill(t, v):
    def poss(m):
        x = v[m.group(1)]
        return x + ("'" if x.endswith('s') else "'s")
    t = re.sub(r"\{(N|A2?|B2?|C[23]?)\}'s\b", poss, t)
    t = SLOT.sub(lambda m: v[m.group(1)], t)
    return t[0].upper() + t[1:]

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if v[k] not in out:
            out.append(v[k])
    return out

def path(code, v):
    if code == 'N':
        return [None, None, None]
    if code == 'U':
        return 'unscored'
    if code == 'A?':
        return [v['A'], '?', None]
    if code == 'B?':
        return [v['A'], v['B'], '?']
    if code[0] == 'A':
        return [v[code], None, None]
    if code[0] == 'B':
        return [v['A'], v[code], None]
    return [v['A'], v['B'], v[code]]

QS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

def main():
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    rng = random.Random(237)
    order = list(range(300)); rng.shuffle(order)
    norder = list(range(60)); rng.shuffle(norder)
    claims = []
    for i, j in enumerate(order):
        con, kind, t = claims_src[j]
        sc = SC[i % 20]
        L, v = draw(rng, sc)
        text = fill(t, v)
        if kind == 'L':
            b = [v['A'], v['B'], v['C']]
        elif kind == 'M':
            b = [v['A'], v['B'], None]
        elif kind == 'T':
            b = [v['A'], None, None]
        else:
            b = [None, None, None]
        q = None
        if con != 'attacker_probe':
            q = fill(rng.choice(QS), v)
        claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc,
                       'speaker': 'attacker' if con == 'attacker_probe' else 'defender', 'construction': con,
                       'question': q, 'text': text, 'mentions': mentions(t, v), 'belief': dict(zip(L, b)),
                       '_kind': kind})
    ests = []
    for i, j in enumerate(norder):
        style, pc, cc, adv, t = notes[j]
        sc = SC[i % 20]
        L, v = draw(rng, sc)
        text = fill(t, v)
        for kind, code in (('prior', pc), ('current', cc)):
            p = path(code, v)
            ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': kind, 'construction': style,
                         'text': text, 'label': p if p == 'unscored' else dict(zip(L, p)),
                         '_adv': adv, '_codes': (pc, cc)})
    with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
        for r in claims:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
        for r in ests:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    meta = {'claims': [{'id': r['id'], 'kind': r['_kind'], 'construction': r['construction'],
                        'adv': r['_kind'] == 'X' or (r['construction'] == 'attacker_probe' and bool(r['mentions']))}
                       for r in claims],
            'ests': [{'id': r['id'], 'adv': r['_adv'], 'construction': r['construction'], 'codes': r['_codes']}
                     for r in ests]}
    json.dump(meta, open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)
    print('built', len(claims), len(ests))

main()
