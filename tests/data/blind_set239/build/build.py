"""Build claims.jsonl and estimates.jsonl of set 239 from real.txt, tags.txt, probes.txt and notes.txt.
All draws from random.Random(239): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per
text, one question per defender message; scenarios in turn (entry number modulo 20). --check lists unit names,
unit-name words and level nouns of the 20 trees found in fixed text (whole words, any case)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set239_scenarios.json')))
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')

def noun(k):
    k = re.sub(r'_(id|name|code)$', '', k)
    return k.replace('_', ' ')

def lines(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = [('realistic_reply', c, t) for c, t in lines('real.txt')]
claims_t += [(tag, c, t) for tag, c, t in lines('tags.txt')]
claims_t += [('attacker_probe', c, t) for c, t in lines('probes.txt')]
notes_t = lines('notes.txt')
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

if '--check' in sys.argv:
    bad = set()
    for sc in SC:
        u = U[sc]['universe']
        lv = list(u)
        names = set(u[lv[0]]) | {x for l in lv[1:] for ks in u[l].values() for x in ks}
        words = set(names) | {w for n in names for w in re.split(r'[^A-Za-z]+', n) if len(w) >= 3}
        words |= {w for l in lv for w in noun(l).split()}
        bad |= words
    n = 0
    for row in [x[2] for x in claims_t] + [x[4] for x in notes_t] + QUESTIONS:
        fixed = SLOT.sub(' ', row)
        hits = [w for w in bad if re.search(r'(?<![A-Za-z])%s(?![A-Za-z])' % re.escape(w), fixed, re.I)]
        if hits:
            n += 1
            print(sorted(hits), '|', row)
    print('problems:', n)
    sys.exit(0)

rng = random.Random(239)

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    sib = [x for x in lows if x != C]
    rng.shuffle(sib)
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': sib[0], 'C3': sib[1],
                'N': U[sc]['name'], 'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def fill(t, v):
    t = t.replace(' / ', '\n')
    def rep(m):
        return v[m.group(1)]
    out = SLOT.sub(rep, t)
    for k in ('N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'):
        if v[k].endswith('s'):
            out = out.replace(v[k] + "'s", v[k] + "'")
    return out

def mentions(t, v):
    m = []
    for s in SLOT.findall(t):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in m:
            m.append(v[s])
    return m

def belief(code, lv, v):
    vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(code, [None] * 3)
    return dict(zip(lv, vals))

order = list(range(len(claims_t)))
rng.shuffle(order)
claims, adv = [], []
for i, k in enumerate(order):
    tag, code, t = claims_t[k]
    sc = SC[i % 20]
    lv, v = draw(sc)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = fill(rng.choice(QUESTIONS), v) if spk == 'defender' else None
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': fill(t, v), 'mentions': mentions(t, v),
                   'belief': belief(code if spk == 'defender' else 'Z', lv, v)})
    if code == 'X':
        adv.append(rid)

def label(code, lv, v):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        return dict(zip(lv, [None] * 3))
    if code == 'A?':
        return dict(zip(lv, [v['A'], '?', None]))
    if code == 'B?':
        return dict(zip(lv, [v['A'], v['B'], '?']))
    u = U_cur['universe']
    x = v[code]
    if code in ('A', 'A2'):
        return dict(zip(lv, [x, None, None]))
    if code in ('B', 'B2'):
        return dict(zip(lv, [v['A'], x, None]))
    return dict(zip(lv, [v['A'], v['B'], x]))

norder = list(range(len(notes_t)))
rng.shuffle(norder)
ests, eadv, unsc = [], [], []
for i, k in enumerate(norder):
    style, p, c, a, t = notes_t[k]
    sc = SC[i % 20]
    U_cur = U[sc]
    lv, v = draw(sc)
    text = fill(t, v)
    for j, (kind, code) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * i + j + 1)
        lab = label(code, lv, v)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        if a != '0':
            eadv.append(rid)
        if lab == 'unscored':
            unsc.append(rid)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'adv_claims': adv, 'adv_ests': eadv, 'unscored': unsc}, open(os.path.join(HERE, 'built_meta.json'), 'w'))
print(len(claims), len(ests), len(adv), len(eadv), len(unsc))
