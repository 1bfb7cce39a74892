"""Build set 244: claims.jsonl and estimates.jsonl from build/texts_*.py and build/universes.json.
All draws from random.Random(244): one shuffle of the 300 claim templates, one of the 60 notes, then per text (in
file order) one draw of units, and per defender message one draw of the question form. Scenarios in turn (entry
number modulo 20, in the order of ref/set244_scenarios.json). --check: look for unit names, unit-name words and level
nouns in fixed text, articles before level-noun slots, unknown slots; write nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from texts_claims import REAL
from texts_persona import PERSONA, PROBES
from texts_notes import NOTES

U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set244_scenarios.json')))
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']


def noun(key):
    k = re.sub(r'_(id|name|code)$', '', key)
    return k.replace('_', ' ')


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    good = [(a, b) for a in tops for b in u[lv[1]].get(a, []) if len(u[lv[2]].get(b, [])) >= 3
            and len(u[lv[1]].get(a, [])) >= 2]
    if not good:
        good = [(a, b) for a in tops for b in u[lv[1]].get(a, []) if len(u[lv[2]].get(b, [])) >= 1]
    a, b = rng.choice(good)
    kids = list(u[lv[2]][b])
    c = rng.choice(kids)
    sib = [k for k in kids if k != c]
    if len(sib) < 2:
        sib += [k for bb, ks in u[lv[2]].items() if bb != b for k in ks]
    c2, c3 = rng.sample(sib[:max(2, len(sib))], 2) if len(sib) >= 2 else (sib[0], sib[0])
    bs = [x for x in u[lv[1]][a] if x != b]
    b2 = rng.choice(bs)
    a2 = rng.choice([x for x in tops if x != a])
    return {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}


def parents(sc, e):
    lv, u = tree(sc)
    if e in u[lv[0]]:
        return [e, None, None]
    for a, bs in u[lv[1]].items():
        if e in bs:
            return [a, e, None]
    for b, cs in u[lv[2]].items():
        if e in cs:
            return parents(sc, b)[:1] + [b, e]
    raise KeyError(e)


def fill(t, d):
    return re.sub(r'\{(\w+)\}', lambda m: d[m.group(1)], t)


def mentions(t, d):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        s = m.group(1)
        if s in UNIT_SLOTS and d[s] not in out:
            out.append(d[s])
    return out


def est_label(code, d, sc):
    lv, _ = tree(sc)
    if code == 'U':
        return 'unscored'
    if code == 'N':
        v = [None, None, None]
    elif code == 'A?':
        v = [d['A'], '?', None]
    elif code == 'B?':
        v = parents(sc, d['B'])[:2] + ['?']
    else:
        v = parents(sc, d[code])
    return dict(zip(lv, v))


def check():
    words, names = set(), set()
    for sc in SC:
        lv, u = tree(sc)
        ents = list(u[lv[0]]) + [x for lvl in (lv[1], lv[2]) for ks in u[lvl].values() for x in ks]
        for e in ents:
            names.add(e.lower())
            words |= {w.lower() for w in re.findall(r'[A-Za-z]{3,}', e)}
        for k in lv:
            words |= set(noun(k).split())
            names.add(noun(k))
    probs = []
    alltpl = [t for _, t in REAL] + [t for v in PERSONA.values() for _, t in v] + PROBES + [n[4] for n in NOTES]
    for t in alltpl:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                probs.append(('slot', s, t))
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for w in re.findall(r"[A-Za-z]+", fixed):
            if w.lower() in words:
                probs.append(('word', w, t))
        for n in names:
            if ' ' in n and re.search(r'(?i)\b%s\b' % re.escape(n), fixed):
                probs.append(('name', n, t))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            probs.append(('article', '', t))
    for p in probs:
        print(p)
    print(len(probs), 'problems')


def main():
    rng = random.Random(244)
    claims_t = [('realistic_reply', c, t) for c, t in REAL]
    for tag, v in PERSONA.items():
        claims_t += [(tag, c, t) for c, t in v]
    claims_t += [('attacker_probe', 'P', t) for t in PROBES]
    notes = list(NOTES)
    rng.shuffle(claims_t)
    rng.shuffle(notes)
    qforms = ['Where is {N} based?', 'What {L2} is {N} part of?', 'Which {L1} is {N} under?', 'Which {L0} is {N} with?']
    claims, adv = [], []
    for i, (tag, code, t) in enumerate(claims_t):
        sc = SC[i % 20]
        lv, _ = tree(sc)
        d = draw(rng, sc)
        text = fill(t, d)
        m = mentions(t, d)
        if code == 'L':
            v = parents(sc, d['C'])
        elif code == 'M':
            v = parents(sc, d['B'])
        elif code == 'T':
            v = [d['A'], None, None]
        else:
            v = [None, None, None]
        q = None
        if tag != 'attacker_probe':
            q = fill(rng.choice(qforms), d)
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                       'construction': tag, 'question': q, 'text': text, 'mentions': m, 'belief': dict(zip(lv, v))})
        if code == 'X' or (code == 'P' and m):
            adv.append(cid)
    ests, eadv, nplan = [], [], []
    for i, (style, pr, cu, ak, t) in enumerate(notes):
        sc = SC[i % 20]
        d = draw(rng, sc)
        text = fill(t, d)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': est_label(code, d, sc)})
            if ak:
                eadv.append(eid)
        nplan.append((style, pr, cu, ak, t))
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'adv': adv, 'eadv': eadv, 'unscored': [r['id'] for r in ests if r['label'] == 'unscored']},
              open(os.path.join(HERE, 'built.json'), 'w'), indent=1)
    print(len(claims), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates,', len(eadv), 'adversarial records')


if __name__ == '__main__':
    check() if '--check' in sys.argv else main()
