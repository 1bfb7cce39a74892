"""Build claims.jsonl and estimates.jsonl of set 261 from texts.py (all draws from random.Random(261))."""
import json, os, random, re
import texts as T
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
info = json.load(open(os.path.join(HERE, 'scen.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set261_scenarios.json')))
rng = random.Random(261)
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')

def noun(k):
    k = re.sub(r'_(id|name)$', '', k)
    return k.replace('_', ' ').lower()

def draw(sc):
    u = info[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A]); B = rng.choice(mids); B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B]); C = rng.choice(lows); sib = [x for x in lows if x != C]; rng.shuffle(sib)
    C2, C3 = sib[0], sib[1]
    return {'N': info[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def chain(sc, x):
    u = info[sc]['universe']; lv = list(u)
    if x in u[lv[0]]:
        return [x, None, None]
    for t, ms in u[lv[1]].items():
        if x in ms:
            return [t, x, None]
    for m, ls in u[lv[2]].items():
        if x in ls:
            return chain(sc, m)[:1] + [m, x]
    raise KeyError(x)

def fill(t, d):
    return SLOT.sub(lambda m: d[m.group(1)], t)

def mentions(t, d):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if d[k] not in out:
            out.append(d[k])
    return out

def label(sc, code, d):
    lv = list(info[sc]['universe'])
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code.endswith('?'):
        vals = chain(sc, d[code[:-1]]); k = vals.index(None); vals[k] = '?'
    else:
        vals = chain(sc, d[code])
    return dict(zip(lv, vals))

items = []  # (construction, speaker, code, template)
for code, lst in (('L', T.REAL_L), ('M', T.REAL_M), ('T', T.REAL_T), ('X', T.REAL_X), ('O', T.REAL_O)):
    items += [('realistic_reply', 'defender', code, t) for t in lst]
for tag, lst in T.PERSONA.items():
    items += [(tag, 'defender', code, t) for code, t in lst]
items += [('attacker_probe', 'attacker', 'PX', t) for t in T.PROBE_X]
items += [('attacker_probe', 'attacker', 'PO', t) for t in T.PROBE_O]
assert len(items) == 300
rng.shuffle(items)
claims, adv = [], []
for i, (tag, spk, code, t) in enumerate(items):
    sc = SCEN[i % 20]; d = draw(sc)
    q = fill(rng.choice(T.QUESTIONS), d) if spk == 'defender' else None
    lv = list(info[sc]['universe'])
    if code == 'L':
        vals = chain(sc, d['C'])
    elif code == 'M':
        vals = chain(sc, d['B'])
    elif code == 'T':
        vals = chain(sc, d['A'])
    else:
        vals = [None, None, None]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': fill(t, d), 'mentions': mentions(t, d), 'belief': dict(zip(lv, vals)),
                   '_code': code, '_template': t})
    if code in ('X', 'PX'):
        adv.append(rid)
notes = [(style, p, c, k, t) for style, lst in T.NOTES.items() for p, c, k, t in lst]
rng.shuffle(notes)
ests, eadv = [], []
for i, (style, p, c, k, t) in enumerate(notes):
    sc = SCEN[i % 20]; d = draw(sc)
    for j, (kind, code) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': fill(t, d),
                     'label': label(sc, code, d), '_template': t, '_codes': (p, c), '_adv': k})
        if k:
            eadv.append(rid)
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps({k: v for k, v in r.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps({k: v for k, v in r.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
json.dump({'claims': claims, 'ests': ests, 'adv': adv, 'eadv': eadv}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
# scan: every unit of the tree named in a text is among its mentions; no article before a level noun
probs = 0
for r in claims + ests:
    u = info[r['scenario']]['universe']; lv = list(u)
    ents = list(u[lv[0]]) + [m for v in u[lv[1]].values() for m in v] + [l for v in u[lv[2]].values() for l in v]
    x = r['text']; ment = r.get('mentions', mentions(r['_template'], {}) if False else None)
    for e in sorted(ents, key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), x):
            if ment is not None and e not in ment:
                print('scan: %s names %r outside mentions' % (r['id'], e)); probs += 1
            x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e), '', x)
    if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', r['_template']):
        print('scan: article before level noun in %s' % r['id']); probs += 1
print('built %d claims, %d estimates; adversarial claims %d, adversarial note records %d; scan problems %d' % (
    len(claims), len(ests), len(adv), len(eadv), probs))
