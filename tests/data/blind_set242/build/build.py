"""Build set 242's claims.jsonl and estimates.jsonl from texts.py and universes.json (from choose.py).
All draws from random.Random(242): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per
text, one question per defender message; scenarios in turn (entry number modulo 20). --check lists unit names,
unit-name words and level nouns in fixed text, and articles before level-noun slots, and writes nothing."""
import json, os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import texts as T
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json'), encoding='utf-8'))
SC = json.load(open(os.path.join(OUT, 'ref', 'set242_scenarios.json')))
rng = random.Random(242)

def noun(k):
    k = re.sub(r'_(id|name|code)$', '', k)
    return k.replace('_', ' ').lower()

def nb(t):
    return re.sub(r'(?<![{\w])N(?![\w}])', '{N}', t)

claims_t = [('realistic_reply', c, t) for c, lst in (('L', T.REAL_L), ('M', T.REAL_M), ('T', T.REAL_T), ('X', T.REAL_X), ('N', T.REAL_NULL)) for t in lst]
for tag, lst in T.PERSONA.items():
    claims_t += [(tag, c, nb(t)) for c, t in lst]
claims_t += [('attacker_probe', 'P', nb(t)) for t in T.PROBES_ADV + T.PROBES_NULL]
assert len(claims_t) == 300, len(claims_t)
notes_t = [(st, p, c, adv, t) for st, lst in T.NOTES.items() for p, c, adv, t in lst]
assert len(notes_t) == 60

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')

def check():
    probs = 0
    words = set(); names = set()
    for sc in SC:
        u = U[sc]['universe']; lv = list(u)
        names |= set(u[lv[0]])
        for li in (1, 2):
            for p, kids in u[lv[li]].items():
                names |= set(kids)
        for k in lv:
            words |= set(w.lower() for w in re.findall(r'[A-Za-z]{3,}', noun(k)))
    for n in names:
        words |= set(w.lower() for w in re.findall(r'[A-Za-z]{3,}', n))
    allt = [t for _, _, t in claims_t] + [t for *_, t in notes_t] + T.QUESTIONS
    for t in allt:
        fixed = SLOT.sub(' ', t.replace('{{', '{').replace('}}', '}'))
        for w in sorted(words):
            if re.search(r'(?i)\b' + re.escape(w) + r'\b', fixed):
                print('WORD', repr(w), '|', t.replace('\n', ' / ')); probs += 1
        if re.search(r'(?i)\b(a|an)\s+\{L[012]\}', t):
            print('ARTICLE |', t); probs += 1
        for s in re.findall(r'\{(\w+)\}', t.replace('{{', '').replace('}}', '')):
            if s not in ('N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'):
                print('SLOT', s, t); probs += 1
    print(probs, 'problems')
    return probs

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    ok = []
    for a in tops:
        bs = u[lv[1]].get(a, [])
        for b in bs:
            if len(u[lv[2]].get(b, [])) >= 3 and len(bs) >= 2 and len(tops) >= 2:
                ok.append((a, b))
    a, b = rng.choice(ok)
    c, c2, c3 = rng.sample(u[lv[2]][b], 3)
    a2 = rng.choice([x for x in tops if x != a])
    b2 = rng.choice([x for x in u[lv[1]][a] if x != b])
    return lv, dict(A=a, A2=a2, B=b, B2=b2, C=c, C2=c2, C3=c3, N=U[sc]['name'], L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2]))

def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t.replace('{{', '\x01').replace('}}', '\x02'))
    return out.replace('\x01', '{').replace('\x02', '}')

def mentions(t, v):
    m = []
    for s in SLOT.findall(t.replace('{{', '').replace('}}', '')):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in m:
            m.append(v[s])
    return m

def path(code, v, lv):
    if code == 'U':
        return 'unscored'
    P = {'N': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
         'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None], 'C2': [v['A'], v['B'], v['C2']],
         'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(lv, P))

if '--check' in sys.argv:
    sys.exit(1 if check() else 0)

order = list(range(300)); rng.shuffle(order)
norder = list(range(60)); rng.shuffle(norder)
claims, built = [], {'claims': [], 'notes': []}
for i, k in enumerate(order):
    tag, code, t = claims_t[k]
    sc = SC[i % 20]
    lv, v = draw(sc)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else fill(rng.choice(T.QUESTIONS), v)
    bel = {'L': path('C', v, lv), 'M': path('B', v, lv), 'T': path('A', v, lv)}.get(code, path('N', v, lv))
    text = fill(t, v)
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': mentions(t, v), 'belief': bel})
    built['claims'].append({'id': 'c-%03d' % (i + 1), 'code': code, 'template': t, 'adv': code in ('X',) or (code == 'P' and bool(mentions(t, v)))})
ests = []
for i, k in enumerate(norder):
    st, p, c, adv, t = notes_t[k]
    sc = SC[i % 20]
    lv, v = draw(sc)
    text = fill(t, v)
    for j, (kind, code) in enumerate((('prior', p), ('current', c))):
        ests.append({'id': 'e-%03d' % (2 * i + j + 1), 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                     'label': path(code, v, lv)})
    built['notes'].append({'ids': ['e-%03d' % (2 * i + 1), 'e-%03d' % (2 * i + 2)], 'style': st, 'prior': p, 'current': c, 'adv': adv, 'template': t})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
adv = sum(1 for b in built['claims'] if b['adv'])
print('claims', len(claims), 'adversarial', adv, 'estimates', len(ests))
