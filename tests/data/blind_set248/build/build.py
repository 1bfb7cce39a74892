"""Build set 248's claims.jsonl and estimates.jsonl from build/texts_*.py and build/universes.json. Every drawn value
comes from random.Random(248): one shuffle of the 300 claim templates, one of the 60 notes, then per claim one draw
of units and (defender messages) one of the question, then per note one draw of units. Scenarios in turn (entry
number modulo 20). --check only reports: unit names found in a text (whole words, case-insensitive) that differ from
its slot units, and an article before a level-noun slot."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from texts_claims import R
from texts_persona import P, PROBES
from texts_notes import NOTES
OUT = os.path.join(HERE, '..')
UNI = json.load(open(os.path.join(HERE, 'universes.json'), encoding='utf-8'))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set248_scenarios.json')))
QUESTIONS = ["Which {L2} is {N} part of?", "Who does {N} work for, which {L0}?",
             "What {L1} does {N} come under?", "Could you place {N} for me, down to the {L2}?"]
SLOT = re.compile(r'\{(A2|A|B2|B|C2|C3|C)\}')
rng = random.Random(248)
CHECK = '--check' in sys.argv
problems = []


def noun(k):
    for suf in ('_id', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def tree(sc):
    U = UNI[sc]['universe']
    L = list(U)
    tops = list(U[L[0]])
    mids = {a: list(U[L[1]].get(a, [])) for a in tops}
    lows = {}
    for a in tops:
        for b in mids[a]:
            lows[b] = list(U[L[2]].get(b, []))
    parent = {}
    for a in tops:
        for b in mids[a]:
            parent[b] = a
            for c in lows[b]:
                parent[c] = b
    return L, tops, mids, lows, parent


def draw(sc):
    L, tops, mids, lows, parent = tree(sc)
    good = [a for a in tops if len(mids[a]) >= 2 and any(len(lows[b]) >= 2 for b in mids[a])]
    A = rng.choice(good or [a for a in tops if mids[a]])
    A2 = rng.choice([a for a in tops if a != A])
    bs = [b for b in mids[A] if len(lows[b]) >= 2] or [b for b in mids[A] if lows[b]]
    B = rng.choice(bs)
    B2 = rng.choice([b for b in mids[A] if b != B] or [b for b in mids[A2]])
    C = rng.choice(lows[B])
    sib = [c for c in lows[B] if c != C]
    other = [c for b in mids[A] if b != B for c in lows[b]]
    rest = sib + other
    C2 = rest[0] if not sib else rng.choice(sib)
    C3 = rng.choice([c for c in rest if c != C2])
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3), L, parent


def path(u, parent):
    p = [u]
    while p[0] in parent:
        p.insert(0, parent[p[0]])
    return p + [None] * (3 - len(p))


def fill(t, units, L, name):
    d = dict(units)
    d.update(N=name, L0=noun(L[0]), L1=noun(L[1]), L2=noun(L[2]))
    return t.format(**d)


def scan(text, sc):
    L, tops, mids, lows, parent = tree(sc)
    names = tops + [b for a in tops for b in mids[a]] + [c for b in lows for c in lows[b]]
    found = set()
    for n in sorted(names, key=len, reverse=True):  # longest names first; a matched name is blanked out
        pat = r'(?<![A-Za-z0-9])' + re.escape(n) + r'(?![A-Za-z0-9])'
        if re.search(pat, text, re.I):
            found.add(n)
            text = re.sub(pat, '#', text, flags=re.I)
    return found


def article(t):
    if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
        problems.append('article before a level noun: %s' % t)


items = [('realistic_reply', k, t) for k, t in R]
for tag, lst in P.items():
    items += [(tag, k, t) for k, t in lst]
items += [('attacker_probe', k, t) for k, t in PROBES]
assert len(items) == 300
rng.shuffle(items)
notes = [(st, p, c, adv, t) for st, lst in NOTES.items() for p, c, adv, t in lst]
assert len(notes) == 60
rng.shuffle(notes)
claims, adv_ids, built = [], [], {'claims': [], 'notes': []}
for i, (tag, kind, t) in enumerate(items):
    sc = SCEN[i % 20]
    units, L, parent = draw(sc)
    name = UNI[sc]['name']
    article(t)
    text = fill(t, units, L, name)
    ment = []
    for m in SLOT.finditer(t):
        u = units[m.group(1)]
        if u not in ment:
            ment.append(u)
    vals = {'L': path(units['C'], parent), 'M': path(units['B'], parent), 'T': path(units['A'], parent)}.get(kind, [None] * 3)
    speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if speaker == 'attacker' else fill(rng.choice(QUESTIONS), units, L, name)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q, 'text': text,
                   'mentions': ment, 'belief': dict(zip(L, vals))})
    if kind == 'X':
        adv_ids.append(rid)
    f = scan(text, sc)
    if f != set(ment):
        problems.append('%s: names found %r, slots %r: %s' % (rid, sorted(f), ment, t))
    built['claims'].append({'id': rid, 'tag': tag, 'kind': kind})
ests, eadv = [], []
for j, (st, p, c, adv, t) in enumerate(notes):
    sc = SCEN[j % 20]
    units, L, parent = draw(sc)
    name = UNI[sc]['name']
    article(t)
    text = fill(t, units, L, name)

    def lab(code):
        if code == 'U':
            return 'unscored'
        if code == 'N':
            v = [None] * 3
        elif code.endswith('?'):
            v = path(units[code[:-1]], parent)
            v[v.index(None)] = '?'
        else:
            v = path(units[code], parent)
        return dict(zip(L, v))
    slot_units = {units[m.group(1)] for m in SLOT.finditer(t)}
    f = scan(text, sc)
    if f != slot_units:
        problems.append('note %d: names found %r, slots %r: %s' % (j, sorted(f), sorted(slot_units), t))
    for kind, code in (('prior', p), ('current', c)):
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab(code)})
        if adv:
            eadv.append(rid)
    built['notes'].append({'ids': [ests[-2]['id'], ests[-1]['id']], 'style': st, 'prior': p, 'current': c, 'adv': adv})
if CHECK:
    print('\n'.join(problems))
    print('%d problems' % len(problems))
    sys.exit(0)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
built['adv_claims'] = adv_ids
built['adv_ests'] = eadv
built['unscored'] = [r['id'] for r in ests if r['label'] == 'unscored']
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), indent=1)
print('claims %d (adversarial %d), estimates %d (adversarial %d); problems %d' % (len(claims), len(adv_ids), len(ests), len(eadv), len(problems)))
