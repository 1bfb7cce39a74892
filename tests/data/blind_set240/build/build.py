"""Build set 240's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json.
Every drawn value from random.Random(240): one shuffle of the 300 claim templates, one of the 60 notes, one draw of
units per text (A, A2, B, B2, C, C2, C3) and one question per defender message; scenarios in turn (entry number modulo 20).
--check: unit names, unit-name words (3+ letters) and level nouns in fixed text; articles before level slots; unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import texts
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set240_scenarios.json')))

def noun(k):
    k = k.lower()
    k = re.sub(r'_(id|name|code)$', '', k)
    return k.replace('_', ' ')

def poss(s):
    return s + "'" if s.endswith('s') else s + "'s"

real = [tuple(x.split('|', 1)) for x in re.split(r'\n(?=[LMTXN]\|)', texts.REAL.strip('\n'))]
claims_t = [('realistic_reply', c, t) for c, t in real]
for line in texts.TAGS.strip('\n').split('\n'):
    tag, c, t = line.split('|', 2)
    claims_t.append((tag, c, t))
for line in texts.PROBES.strip('\n').split('\n'):
    claims_t.append(('attacker_probe', 'P', line))
notes_t = [tuple(l.split('|', 4)) for l in texts.NOTES.strip('\n').split('\n')]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}

def fixed(t):
    return re.sub(r'\{[A-Z0-9]+\}', ' ', t)

if '--check' in sys.argv:
    words = set(); nouns = set()
    for sc, v in U.items():
        u = v['universe']; lv = list(u)
        nouns |= {noun(k) for k in lv}
        names = list(u[lv[0]]) + [k for d in (u[lv[1]], u[lv[2]]) for ks in d.values() for k in ks]
        for n in names:
            words.add(n.lower())
            words |= {w.lower() for w in re.split(r'[^A-Za-z]+', n) if len(w) >= 3}
    probs = 0
    for tag, c, t in claims_t + [(n[0], n[3], n[4]) for n in notes_t]:
        f = fixed(t).lower()
        for w in sorted(words | nouns):
            if re.search(r'(?<![a-z])%s(?![a-z])' % re.escape(w), f):
                print('WORD', repr(w), '|', t[:100]); probs += 1
        if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
            print('ARTICLE', t[:100]); probs += 1
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                print('SLOT', s, t[:80]); probs += 1
    from collections import Counter
    print(Counter((a if a in ('realistic_reply', 'attacker_probe') else 'persona', c) for a, c, t in claims_t))
    print(len(claims_t), len(notes_t), 'problems', probs)
    sys.exit(0)

rng = random.Random(240)
rng.shuffle(claims_t)
rng.shuffle(notes_t)
QS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    bs = list(u[lv[1]][A]); B = rng.choice(bs); B2 = rng.choice([x for x in bs if x != B])
    cs = list(u[lv[2]][B]); C = rng.choice(cs); C2, C3 = [x for x in cs if x != C][:2]
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}

def fill(t, sc, un, lv):
    vals = dict(un); vals['N'] = U[sc]['name']
    for i in range(3):
        vals['L%d' % i] = noun(lv[i])
    ment = []
    for m in re.finditer(r'\{([A-Z0-9]+)\}', t):
        s = m.group(1)
        if s in un and un[s] not in ment:
            ment.append(un[s])
    def rep(m):
        s = m.group(1); v = vals[s]
        return poss(v) if m.group(2) else v
    return re.sub(r"\{([A-Z0-9]+)\}('s)?", rep, t), ment

claims = []
for i, (tag, c, t) in enumerate(claims_t):
    sc = SCEN[i % 20]
    lv, un = draw(sc)
    text, ment = fill(t, sc, un, lv)
    if c == 'L': vals = [un['A'], un['B'], un['C']]
    elif c == 'M': vals = [un['A'], un['B'], None]
    elif c == 'T': vals = [un['A'], None, None]
    else: vals = [None, None, None]
    if tag == 'attacker_probe':
        q = None; spk = 'attacker'
    else:
        q, _ = fill(rng.choice(QS), sc, un, lv); spk = 'defender'
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})

def lab(code, un, lv):
    if code == 'U': return 'unscored'
    A, B = un['A'], un['B']
    m = {'N': [None, None, None], 'A': [A, None, None], 'B': [A, B, None], 'C': [A, B, un['C']],
         'A2': [un['A2'], None, None], 'B2': [A, un['B2'], None], 'C2': [A, B, un['C2']], 'C3': [A, B, un['C3']],
         'A?': [A, '?', None], 'B?': [A, B, '?']}[code]
    return dict(zip(lv, m))

ests = []; adv = []
for i, (style, pr, cu, a, t) in enumerate(notes_t):
    sc = SCEN[i % 20]
    lv, un = draw(sc)
    text, _ = fill(t, sc, un, lv)
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + k + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab(code, un, lv)})
        if a: adv.append(eid)
with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
cadv = [r['id'] for r, (tag, c, t) in zip(claims, claims_t) if c in ('X',) or (c == 'P' and r['mentions'])]
json.dump({'claims_adv': cadv, 'ests_adv': adv, 'order_claims': claims_t, 'order_notes': notes_t}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0, ensure_ascii=False)
print(len(claims), len(ests), len(cadv), len(adv))
