"""Builds claims.jsonl and estimates.jsonl from build/texts_*.py and build/universes.json. Every drawn value comes
from random.Random(247): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text
and one of the question per defender message; scenarios in turn (entry number modulo 20).
--check: reports unit-name words in fixed text, an article before a level-noun slot, and filled texts whose
scanned unit names differ from their slot units."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.join(HERE, '..')
ns = {}
for f in ('texts_claims.py', 'texts_persona.py', 'texts_notes.py'):
    exec(open(os.path.join(HERE, f), encoding='utf-8').read(), ns)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set247_scenarios.json')))
QUESTIONS = ["What {L2} is {N} part of?", "Is {N} in your {L1}, or which one is it?",
             "Who employs {N}: which {L0}?", "I'm trying to place {N}; what's the {L2} called?"]
rng = random.Random(247)


def noun(l):
    return re.sub(r'_(name|code)$', '', l).replace('_', ' ')


def tree(sid):
    u = U[sid]['universe']; L = U[sid]['levels']
    tops = list(u[L[0]]); mids = u[L[1]]; lows = u[L[2]]
    return L, tops, mids, lows


def draw(sid):
    L, tops, mids, lows = tree(sid)
    okA = [a for a in tops if len([b for b in mids.get(a, []) if lows.get(b)]) >= 2]
    A = rng.choice(okA)
    A2 = rng.choice([a for a in tops if a != A])
    bs = [b for b in mids[A] if lows.get(b)]
    B = rng.choice(bs)
    B2 = rng.choice([b for b in mids[A] if b != B])
    C = rng.choice(lows[B])
    sib = [c for c in lows[B] if c != C]; rng.shuffle(sib)
    oth = [c for b in mids[A] if b != B for c in lows.get(b, [])]; rng.shuffle(oth)
    pool = sib + oth
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': pool[0], 'C3': pool[1], 'N': U[sid]['name'],
         'L0': noun(L[0]), 'L1': noun(L[1]), 'L2': noun(L[2])}
    return L, v


UNITSLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)


def slot_units(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNITSLOTS and v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out


def path(code, v, L):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = [v['A'], v['B'], '?']
    else:
        u = v[code]; vals = [None, None, None]
        tree_ = U[v['_sid']]['universe']
        for a in tree_[L[0]]:
            if a == u:
                vals = [a, None, None]
            for b in tree_[L[1]].get(a, []):
                if b == u:
                    vals = [a, b, None]
                for c in tree_[L[2]].get(b, []):
                    if c == u:
                        vals = [a, b, c]
    return dict(zip(L, vals))


BEL = {'L': 'C', 'M': 'B', 'T': 'A', 'X': 'N', 'N': 'N'}
items = [('realistic_reply', 'defender', k, t) for k, t in ns['REPLIES']]
for tag, lst in ns['PERSONA'].items():
    items += [(tag, 'defender', k, t) for k, t in lst]
items += [('attacker_probe', 'attacker', k, t) for k, t in ns['PROBES']]
assert len(items) == 300
rng.shuffle(items)
claims, meta = [], []
for i, (tag, spk, kind, t) in enumerate(items):
    sid = SCEN[i % 20]
    L, v = draw(sid); v['_sid'] = sid
    q = fill(rng.choice(QUESTIONS), v) if spk == 'defender' else None
    text = fill(t, v)
    bel = path(BEL[kind] if spk == 'defender' else 'N', v, L)
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': slot_units(t, v), 'belief': bel})
    meta.append({'id': 'c-%03d' % (i + 1), 'kind': kind, 'template': t, 'adv': kind == 'X'})
notes = list(ns['NOTES'])
rng.shuffle(notes)
ests, emeta = [], []
for i, (style, pr, cu, adv, t) in enumerate(notes):
    sid = SCEN[i % 20]
    L, v = draw(sid); v['_sid'] = sid
    text = fill(t, v)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(code, v, L)})
        emeta.append({'id': rid, 'adv': adv, 'code': code, 'style': style, 'template': t})
with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': meta, 'ests': emeta}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0)

if '--check' in sys.argv:
    words, names = set(), set()
    for sid in U:
        L, tops, mids, lows = tree(sid)
        allu = tops + [b for x in mids.values() for b in x] + [c for x in lows.values() for c in x]
        names |= set(allu)
        for n in allu:
            words |= {w.lower() for w in re.findall(r'[A-Za-z]{3,}', n)}
    probs = 0
    temps = [t for _, _, _, t in items] + [n[4] for n in notes]
    for t in temps:
        fixed = re.sub(r'\{\w+\}', ' ', t)
        bad = sorted({w for w in re.findall(r'[A-Za-z]{3,}', fixed) if w.lower() in words})
        if bad:
            probs += 1; print('unit word', bad, '|', t[:90])
        if re.search(r'\ban \{L[012]\}', t):
            probs += 1; print('article', t[:90])
    for r in claims:
        found = [n for n in names if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), r['text'])]
        if set(found) != set(r['mentions']) and not all(any(f in m for m in r['mentions']) for f in found if f not in r['mentions']):
            probs += 1; print('scan', r['id'], found, r['mentions'])
    print('problems:', probs)
