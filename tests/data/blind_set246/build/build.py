"""Builds claims.jsonl and estimates.jsonl for set 246 from build/texts_*.py and build/universes.json.
Every drawn value comes from random.Random(246): one shuffle of the 300 claim templates, one of the 60 notes, one
draw of units per text and one question per defender message; scenarios in turn (entry number modulo 20).
--check: report unit-name words in fixed text and mismatches between slots and scanned mentions."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from texts_claims import REPLIES
from texts_persona import PERSONA, PROBES
from texts_notes import NOTES
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set246_scenarios.json')))
QUESTIONS = ["Where is {N} based, which {L2}?", "Do you know what {L1} {N} sits under?",
             "Which {L0} would I find {N} at?", "Could you tell me {N}'s {L2}?"]

def noun(k):
    k = re.sub(r'_(name|code)$', '', k)
    return k.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    mids = {a: list(u[lv[1]].get(a, [])) for a in tops}
    lows = {b: list(u[lv[2]].get(b, [])) for a in tops for b in mids[a]}
    return lv, tops, mids, lows

def draw(rng, sc):
    lv, tops, mids, lows = tree(sc)
    good = [a for a in tops if len([b for b in mids[a] if lows.get(b)]) >= 2] or [a for a in tops if any(lows.get(b) for b in mids[a])]
    A = rng.choice(good)
    bs = [b for b in mids[A] if lows.get(b)]
    B = rng.choice(bs)
    C = rng.choice(lows[B])
    sib = [c for c in lows[B] if c != C]
    rng.shuffle(sib)
    other = [c for b in mids[A] if b != B for c in lows.get(b, [])]
    rng.shuffle(other)
    pool = sib + other
    B2 = rng.choice([b for b in mids[A] if b != B] or [b for a in tops for b in mids[a] if b != B])
    A2 = rng.choice([a for a in tops if a != A])
    return {'A': A, 'B': B, 'C': C, 'C2': pool[0], 'C3': pool[1], 'A2': A2, 'B2': B2,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2]), 'N': U[sc]['name']}, lv

def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)

def ents(sc):
    lv, tops, mids, lows = tree(sc)
    e = {a: (0, None) for a in tops}
    for a in tops:
        for b in mids[a]:
            e[b] = (1, a)
            for c in lows.get(b, []):
                e[c] = (2, b)
    return e

def scan(text, sc):
    e = ents(sc)
    hits = []
    for name in sorted(e, key=len, reverse=True):
        for m in re.finditer(r'(?<!\w)%s(?!\w)' % re.escape(name), text):
            if not any(s <= m.start() < t for s, t, _ in hits):
                hits.append((m.start(), m.end(), name))
    out = []
    for s, t, n in sorted(hits):
        if n not in out:
            out.append(n)
    return out

def path(v, code, lv, e):
    if code == 'N':
        return {k: None for k in lv}
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    u = v[code.rstrip('?')]
    p = [None, None, None]
    cur = u
    while cur is not None:
        li, par = e[cur]
        p[li] = cur
        cur = par
    if q:
        p[e[u][0] + 1] = '?'
    return dict(zip(lv, p))

def unit_words():
    w = set()
    for sc in U:
        for n in ents(sc):
            w |= {x.lower() for x in re.findall(r'[A-Za-z]{3,}', n)}
    return w

def main():
    check = '--check' in sys.argv
    claims_t = [('realistic_reply', k, t) for k, t in REPLIES]
    for tag, lst in PERSONA.items():
        claims_t += [(tag, k, t) for k, t in lst]
    claims_t += [('attacker_probe', k, t) for k, t in PROBES]
    assert len(claims_t) == 300
    if check:
        uw = unit_words()
        probs = 0
        for tag, k, t in claims_t + [(n[0], n[3], n[4]) for n in NOTES]:
            fixed = re.sub(r'\{\w+\}', ' ', t)
            bad = [x for x in re.findall(r'[A-Za-z]+', fixed) if x.lower() in uw]
            if bad:
                probs += 1
                print('UNIT WORD', bad, t[:80])
            if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
                probs += 1
                print('ARTICLE', t[:80])
        print(probs, 'problems')
    rng = random.Random(246)
    rng.shuffle(claims_t)
    notes = list(NOTES)
    rng.shuffle(notes)
    claims, adv = [], []
    for i, (tag, k, t) in enumerate(claims_t):
        sc = SCEN[i % 20]
        v, lv = draw(rng, sc)
        e = ents(sc)
        text = fill(t, v)
        slots = []
        for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
            if v[m.group(1)] not in slots:
                slots.append(v[m.group(1)])
        ment = scan(text, sc)
        if ment != slots:
            print('MENTION MISMATCH', text, ment, slots)
        code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(k, 'N')
        if tag == 'attacker_probe':
            code = 'N'
        belief = path(v, code, lv, e)
        q = None if tag == 'attacker_probe' else fill(rng.choice(QUESTIONS), v)
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                       'construction': tag, 'question': q, 'text': text, 'mentions': ment, 'belief': belief})
        if k == 'X':
            adv.append(rid)
    ests, eadv = [], []
    for i, (st, pr, cu, ak, t) in enumerate(notes):
        sc = SCEN[i % 20]
        v, lv = draw(rng, sc)
        e = ents(sc)
        text = fill(t, v)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                         'label': path(v, code, lv, e)})
            if ak:
                eadv.append(rid)
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'adv': adv, 'eadv': eadv, 'notes_order': [[n[0], n[1], n[2], n[3], n[4]] for n in notes]},
              open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
    print('claims', len(claims), 'adversarial', len(adv), 'estimates', len(ests), 'adv notes', len(eadv) // 2)

main()
