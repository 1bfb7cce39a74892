"""Build set 243's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json.
All drawn values come from random.Random(243): one shuffle of the 300 claim templates, one of the 60 notes,
then per text one draw of units (and per defender message one draw of the question); scenarios in turn
(entry number modulo 20, in the order of ref/set243_scenarios.json).
--check: report unit names or unit-name words (3+ letters, any of the 20 trees) in fixed text, an article
before a level-noun slot, and unknown slots; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
import texts as T

U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set243_scenarios.json')))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012])\}')
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def noun(key):
    k = re.sub(r'_(id|name|code)$', '', key.lower())
    return k.replace('_', ' ')


def entries():
    out = []
    for code, lst in (('L', T.REAL_L), ('M', T.REAL_M), ('T', T.REAL_T), ('X', T.REAL_X), ('Z', T.REAL_Z)):
        for s in lst:
            out.append(('realistic_reply', code, s))
    for tag, lst in T.PERSONA:
        for code, s in lst:
            out.append((tag, code, s))
    for s in T.PROBES:
        out.append(('attacker_probe', 'P', s))
    return out


def check():
    words, names = set(), set()
    for v in U.values():
        un = v['universe']
        lv = list(un)
        ns = list(un[lv[0]]) + [x for l in lv[1:] for kids in un[l].values() for x in kids]
        for n in ns:
            names.add(n.lower())
            for w in re.findall(r'[A-Za-z]{3,}', n):
                words.add(w.lower())
        for l in lv:
            words.update(w for w in noun(l).split() if len(w) >= 3)
    probs = 0
    alls = [s for _, _, s in entries()] + [n[4] for n in T.NOTES] + T.QUESTIONS
    for s in alls:
        for m in re.finditer(r'\{([^}]*)\}', s):
            if not SLOT.fullmatch(m.group(0)):
                print('unknown slot', m.group(0), '|', s); probs += 1
        fixed = SLOT.sub(' ', s)
        for w in re.findall(r'[A-Za-z]+', fixed):
            if w.lower() in words:
                print('unit word', w, '|', s); probs += 1
        for n in names:
            if len(n) >= 3 and re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), fixed.lower()):
                print('unit name', n, '|', s); probs += 1
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', s):
            print('article', '|', s); probs += 1
    print(probs, 'problems')


def draw(rng, sc, s):
    un = U[sc]['universe']
    lv = list(un)
    need = set(SLOT.findall(s))
    tops = list(un[lv[0]])
    cands = []
    for a in tops:
        for b in un[lv[1]].get(a, []):
            for c in un[lv[2]].get(b, []):
                if 'A2' in need and len(tops) < 2: continue
                if 'B2' in need and len(un[lv[1]][a]) < 2: continue
                if 'C2' in need and len(un[lv[2]][b]) < 2: continue
                if 'C3' in need and len(un[lv[2]][b]) < 3: continue
                cands.append((a, b, c))
    a, b, c = rng.choice(cands)
    d = {'A': a, 'B': b, 'C': c}
    d['A2'] = rng.choice([x for x in tops if x != a]) if 'A2' in need else None
    d['B2'] = rng.choice([x for x in un[lv[1]][a] if x != b]) if 'B2' in need else None
    sib = [x for x in un[lv[2]][b] if x != c]
    if 'C2' in need or 'C3' in need:
        pick = rng.sample(sib, 2) if 'C3' in need else [rng.choice(sib)]
        d['C2'] = pick[0]
        d['C3'] = pick[1] if len(pick) > 1 else None
    d['N'] = U[sc]['name']
    for i in range(3):
        d['L%d' % i] = noun(lv[i])
    return d, lv


def fill(s, d):
    return SLOT.sub(lambda m: d[m.group(1)], s)


def mentions(s, d):
    out = []
    for m in SLOT.finditer(s):
        k = m.group(1)
        if k in UNITS and d[k] not in out:
            out.append(d[k])
    return out


def path(code, d, lv):
    if code in ('N',):
        return {l: None for l in lv}
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    base = code.rstrip('?')
    vals = [None, None, None]
    if base in ('A', 'A2'):
        vals[0] = d[base]
    elif base in ('B', 'B2'):
        vals[0], vals[1] = d['A'], d[base]
    elif base in ('C', 'C2', 'C3'):
        vals = [d['A'], d['B'], d[base]]
    if q:
        vals[vals.index(None)] = '?'
    return dict(zip(lv, vals))


def build():
    rng = random.Random(243)
    es = entries()
    assert len(es) == 300
    rng.shuffle(es)
    claims, adv = [], []
    for i, (tag, code, s) in enumerate(es):
        sc = SCEN[i % 20]
        d, lv = draw(rng, sc, s)
        rid = 'c-%03d' % (i + 1)
        q = None if tag == 'attacker_probe' else fill(rng.choice(T.QUESTIONS), d)
        b = {l: None for l in lv}
        if code == 'L': b = path('C', d, lv)
        elif code == 'M': b = path('B', d, lv)
        elif code == 'T': b = path('A', d, lv)
        m = mentions(s, d)
        if code == 'X' or (code == 'P' and m):
            adv.append(rid)
        claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                       'construction': tag, 'question': q, 'text': fill(s, d), 'mentions': m, 'belief': b})
    notes = list(T.NOTES)
    rng.shuffle(notes)
    ests, eadv = [], []
    for j, (style, pr, cu, ak, s) in enumerate(notes):
        sc = SCEN[j % 20]
        d, lv = draw(rng, sc, s + ''.join('{%s}' % x for x in (pr, cu) if x.rstrip('?') in UNITS))
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * j + k + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': fill(s, d),
                         'label': path(code, d, lv)})
            if ak:
                eadv.append(rid)
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'adv': adv, 'eadv': eadv, 'claims': [[c['id'], c['construction']] for c in claims],
               'order': [[t, c, s] for t, c, s in es], 'notes': [list(n) for n in notes]},
              open(os.path.join(HERE, 'built.json'), 'w'), ensure_ascii=False, indent=0)
    print(len(claims), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates,', len(eadv), 'adversarial records')


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
