"""Build set 245's claims.jsonl and estimates.jsonl from texts_claims.py, texts_persona.py and texts_notes.py.
Every drawn value comes from random.Random(245): one shuffle of the 300 claim templates, one of the 60 notes, one draw
of units per text and one question per defender message. Scenario = entry number modulo 20 (ref/set245_scenarios.json
order). Labels by code: L (A, B, C), M (A, B, null), T (A, null, null), X/N/probes all-null; notes by their codes.
--check: look for unit names, unit-name words (three letters or more) and level nouns in fixed text, articles before
level-noun slots and unknown slots; writes nothing."""
import json, os, random, re, sys
from texts_claims import RL, RM, RT, RX, RN
from texts_persona import P, PROBES
from texts_notes import NOTES
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json'), encoding='utf-8'))
SC = json.load(open(os.path.join(OUT, 'ref', 'set245_scenarios.json')))
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}

def noun(k):
    k = k.lower()
    for suf in ('_id', '_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

claims_t = [('realistic_reply', c, t) for c, lst in (('L', RL), ('M', RM), ('T', RT), ('X', RX), ('N', RN)) for t in lst]
claims_t += [(tag, c, t) for tag, lst in P.items() for c, t in lst]
claims_t += [('attacker_probe', 'P', t) for t in PROBES]
notes_t = [(style, p, c, adv, t) for style, lst in NOTES.items() for p, c, adv, t in lst]

if '--check' in sys.argv:
    words, names, nouns = set(), set(), set()
    for v in U.values():
        u = v['universe']; ls = list(u)
        nouns |= {noun(l) for l in ls}
        ns = list(u[ls[0]]) + [k for l in ls[1:] for p in u[l] for k in u[l][p]]
        names |= {n.lower() for n in ns}
        for n in ns:
            words |= {w.lower() for w in re.findall(r'[A-Za-z]{3,}', n)}
    probs = 0
    for t in [x[2] for x in claims_t] + [x[4] for x in notes_t]:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, '|', t); probs += 1
        if re.search(r'(?i)\b(a|an)\s+\{L[012]\}', t):
            print('article before level slot |', t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t).lower()
        for w in sorted(words | nouns):
            if re.search(r'(?<![a-z])%s(?![a-z])' % re.escape(w), fixed):
                print('unit word %r |' % w, t); probs += 1
        for nm in names:
            if nm in fixed and re.search(r'(?<![a-z])%s(?![a-z])' % re.escape(nm), fixed):
                print('unit name %r |' % nm, t); probs += 1
    print(probs, 'problems'); sys.exit(0)

rng = random.Random(245)
rng.shuffle(claims_t)
rng.shuffle(notes_t)
QUESTIONS = ["Do you happen to know which {L2} {N} sits in?", "Can you tell me what {L1} {N} belongs to?",
             "Who does {N} actually work for, which {L0}?", "Where would I find {N} these days?"]

def draw(sc):
    u = U[sc]['universe']; ls = list(u)
    tops = list(u[ls[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[ls[1]][A]); B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[ls[2]][B]); C = rng.choice(lows)
    sib = [x for x in lows if x != C]
    if len(sib) < 2:
        sib += [x for m in mids if m != B for x in u[ls[2]][m]]
    C2, C3 = rng.sample(sib, 2) if len(sib) >= 2 else (sib[0], sib[0])
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(ls[0]), 'L1': noun(ls[1]), 'L2': noun(ls[2])}, ls, u

def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in out:
            out.append(v[s])
    return out

def path(code, v, ls, u):
    if code in ('N',):
        return [None, None, None]
    par = {}
    for m, ks in u[ls[2]].items():
        for k in ks: par[k] = m
    top = {}
    for a, ms in u[ls[1]].items():
        for m in ms: top[m] = a
    q = code.endswith('?'); c = code.rstrip('?')
    e = v[c]
    if c.startswith('A'): p = [e, None, None]
    elif c.startswith('B'): p = [top[e], e, None]
    else: p = [top[par[e]], par[e], e]
    if q:
        p[p.index(None)] = '?'
    return p

claims, adv = [], []
built = {'claims': [], 'notes': []}
for i, (tag, code, t) in enumerate(claims_t):
    sc = SC[i % 20]
    v, ls, u = draw(sc)
    text = fill(t, v)
    if code == 'L': b = [v['A'], v['B'], v['C']]
    elif code == 'M': b = [v['A'], v['B'], None]
    elif code == 'T': b = [v['A'], None, None]
    else: b = [None, None, None]
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else fill(rng.choice(QUESTIONS), v)
    cid = 'c-%03d' % (i + 1)
    ms = mentions(t, v)
    if ms and code in ('X', 'P'):
        adv.append(cid)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': ms, 'belief': dict(zip(ls, b))})
    built['claims'].append({'id': cid, 'tag': tag, 'code': code, 'template': t, 'adv': bool(ms and code in ('X', 'P'))})
ests, eadv = [], []
n = 0
for j, (style, p, c, advk, t) in enumerate(notes_t):
    sc = SC[j % 20]
    v, ls, u = draw(sc)
    text = fill(t, v)
    for kind, code in (('prior', p), ('current', c)):
        n += 1
        eid = 'e-%03d' % n
        lab = 'unscored' if code == 'U' else dict(zip(ls, path(code, v, ls, u)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        if advk: eadv.append(eid)
    built['notes'].append({'style': style, 'prior': p, 'current': c, 'adv': advk, 'template': t,
                           'ids': ['e-%03d' % (n - 1), 'e-%03d' % n]})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
built['adv_claims'] = adv; built['adv_ests'] = eadv
built['unscored'] = [r['id'] for r in ests if r['label'] == 'unscored']
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates,', len(eadv), 'adversarial records')
