"""Build set 250's claims.jsonl and estimates.jsonl from texts_claims.py, texts_persona.py and texts_notes.py.
Every drawn value comes from random.Random(250): one shuffle of the 300 claim templates, one of the 60 notes,
one draw of units per text, one draw of the question per defender message. Scenario of entry i: chosen[i % 20].
--check: report articles before level-noun slots and texts whose scanned unit names (longest first, whole words,
case-insensitive) differ from their slot units; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from texts_claims import REPLIES, PROBES, QUESTIONS
from texts_persona import PERSONA
from texts_notes import NOTES
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
chosen = json.load(open(os.path.join(OUT, 'ref', 'set250_scenarios.json')))
rng = random.Random(250)

def noun(k):
    k = k.lower()
    for s in ('_id', '_name'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    mids = u[lv[1]]
    lows = u[lv[2]]
    goodA = [a for a in tops if len(mids.get(a, [])) >= 2 and any(len(lows.get(b, [])) >= 2 for b in mids[a])]
    A = rng.choice(goodA or tops)
    A2 = rng.choice([a for a in tops if a != A] or [A])
    bs = mids[A]
    goodB = [b for b in bs if len(lows.get(b, [])) >= 2]
    B = rng.choice(goodB or bs)
    B2 = rng.choice([b for b in bs if b != B] or [B])
    cs = lows[B]
    C = rng.choice(cs)
    sib = [c for c in cs if c != C]
    rng.shuffle(sib)
    other = [c for b in bs if b != B for c in lows.get(b, [])]
    rng.shuffle(other)
    rest = sib + other
    C2, C3 = rest[0], rest[1]
    return lv, dict(N=U[sc]['name'], A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3,
                    L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2]))

UNITSLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def fill(t, d):
    return re.sub(r'\{(\w+)\}', lambda m: d[m.group(1)], t)

def scan(text, sc):
    u = U[sc]['universe']
    lv = list(u)
    names = list(u[lv[0]]) + [x for v in u[lv[1]].values() for x in v] + [x for v in u[lv[2]].values() for x in v]
    found, taken = [], [False] * len(text)
    for n in sorted(names, key=len, reverse=True):
        for m in re.finditer(r'(?<!\w)%s(?!\w)' % re.escape(n), text, re.I):
            if any(taken[m.start():m.end()]):
                continue
            for i in range(m.start(), m.end()):
                taken[i] = True
            found.append((m.start(), n))
    out = []
    for _, n in sorted(found):
        if n not in out:
            out.append(n)
    return out

def slots_in(t):
    return [s for s in re.findall(r'\{(\w+)\}', t) if s in UNITSLOTS]

def path(sc, unit):
    u = U[sc]['universe']
    lv = list(u)
    par = {}
    for a, bs in u[lv[1]].items():
        for b in bs:
            par[b] = a
    for b, cs in u[lv[2]].items():
        for c in cs:
            par[c] = b
    p = [unit]
    while p[0] in par:
        p.insert(0, par[p[0]])
    return p + [None] * (3 - len(p))

problems = []
for src in [t for _, t in REPLIES] + [t for _, t in PROBES] + [t for v in PERSONA.values() for _, t in v] + [x[4] for x in NOTES] + QUESTIONS:
    if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', src):
        problems.append('article before level slot: ' + src[:70])

claims_src = [('realistic_reply', c, t) for c, t in REPLIES] + [('attacker_probe', c, t) for c, t in PROBES] + \
    [(tag, c, t) for tag, v in PERSONA.items() for c, t in v]
rng.shuffle(claims_src)
notes = list(NOTES)
rng.shuffle(notes)
claims, ests, meta = [], [], {'claims': [], 'notes': []}
for i, (tag, code, t) in enumerate(claims_src):
    sc = chosen[i % 20]
    lv, d = draw(sc)
    text = fill(t, d)
    slot_units = []
    for s in slots_in(t):
        if d[s] not in slot_units:
            slot_units.append(d[s])
    ment = scan(text, sc)
    if sorted(ment) != sorted(slot_units) or len(set(d[s] for s in set(slots_in(t)))) != len(set(slots_in(t))):
        problems.append('%s %s: scanned %r vs slots %r: %s' % (sc, tag, ment, slot_units, text[:80]))
    if code == 'C':
        vals = path(sc, d['C'])
    elif code == 'B':
        vals = [d['A'], d['B'], None]
    elif code == 'A':
        vals = [d['A'], None, None]
    else:
        vals = [None, None, None]
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else fill(rng.choice(QUESTIONS), d)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': ment, 'belief': dict(zip(lv, vals))})
    meta['claims'].append({'id': rid, 'tag': tag, 'code': code, 'adversarial': code == 'X', 'template': t})

def label(code, d, sc, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        v = [None, None, None]
    elif code == 'A?':
        v = [d['A'], '?', None]
    elif code == 'B?':
        v = [d['A'], d['B'], '?']
    else:
        v = path(sc, d[code])
    return dict(zip(lv, v))

n = 0
for j, (style, pr, cu, adv, t) in enumerate(notes):
    sc = chosen[j % 20]
    lv, d = draw(sc)
    text = fill(t, d)
    ment = scan(text, sc)
    slot_units = []
    for s in slots_in(t):
        if d[s] not in slot_units:
            slot_units.append(d[s])
    if sorted(ment) != sorted(slot_units):
        problems.append('%s %s: scanned %r vs slots %r: %s' % (sc, style, ment, slot_units, text[:80]))
    ids = []
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        ids.append('e-%03d' % n)
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': label(code, d, sc, lv)})
    meta['notes'].append({'ids': ids, 'style': style, 'prior': pr, 'current': cu, 'adversarial': adv, 'template': t})

print('%d problems' % len(problems))
for p in problems:
    print('  ' + p)
if '--check' in sys.argv:
    sys.exit(0)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(meta, open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote %d claims, %d estimates' % (len(claims), len(ests)))
