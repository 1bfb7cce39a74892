"""Set 235: build ../claims.jsonl and ../estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(235): one shuffle of the 300 claim templates, one of the 60 notes, one
draw of units per text and one draw of the question per defender message; scenarios in turn (entry number modulo
20, order of ref/set235_scenarios.json). Labels are set by code: L -> A, B, C; M -> A, B, null; T -> A, null, null;
X, N and probes -> all null; notes by their prior and current codes. Mentions: the units of the slots in text order,
each once. --check: no unit name or unit-name word of the 20 trees in fixed text (whole words, any case), no
article before a level slot, X texts name a unit and N texts none."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set235_scenarios.json')))
rng = random.Random(235)
NOUN = {'team_name': 'team', 'full_affiliation': 'team', 'project_codename': 'project', 'component_name': 'component',
        'project_code': 'project'}
def noun(k):
    k2 = k.lower()
    return NOUN.get(k2, k2.replace('_', ' '))
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
# everyday words that are also words of some unit names, kept in fixed text (README, doubtful items)
STOP = {'one', 'two', 'new', 'time', 'off', 'line', 'date'}
UNITS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def read(name, n):
    rows = []
    for line in open(os.path.join(HERE, name), encoding='utf-8'):
        line = line.rstrip('\n')
        if line:
            parts = line.split('\t')
            assert len(parts) == n, line
            rows.append(parts)
    return rows

real = [('realistic_reply', c, t) for c, t in read('real.txt', 2)]
tags = [(g, c, t) for g, c, t in read('tags.txt', 3)]
probes = [('attacker_probe', 'P', t) for (t,) in read('attacker.txt', 1)]
notes = read('notes.txt', 5)

def check():
    words = set()
    for v in U.values():
        t = v['universe']; ls = list(t)
        ents = list(t[ls[0]]) + [k for d in list(t.values())[1:] for kids in d.values() for k in kids]
        for e in ents:
            words.add(e.lower())
            words.update(w.lower() for w in re.split(r'[\s_\-]+', e) if w)
    bad = 0
    for src, rows in (('real', real), ('tags', tags), ('probes', probes), ('notes', [(a, b, t) for a, b, c, d, t in notes])):
        for row in rows:
            t = row[-1]
            fixed = re.sub(r'\{\w+\}', ' ', t).lower()
            for w in re.findall(r"[a-z0-9&]+(?:[-.][a-z0-9]+)*", fixed):
                if w in words and len(w) > 1 and w not in STOP:
                    print('unit word', repr(w), src, t); bad += 1
            if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
                print('article', src, t); bad += 1
            has = any('{%s}' % u in t for u in UNITS)
            if src != 'notes' and (row[1] == 'X' and not has or row[1] == 'N' and has):
                print('slot rule', src, t); bad += 1
    print(bad, 'problems')
    return bad

def fill(t, d):
    def poss(m):
        v = d[m.group(1)]
        return v + ("'" if v.endswith('s') else "'s")
    t = re.sub(r"\{(\w+)\}'s", poss, t)
    return re.sub(r'\{(\w+)\}', lambda m: d[m.group(1)], t)

def draw(sc):
    t = U[sc]['universe']; ls = list(t)
    A, A2 = rng.sample(list(t[ls[0]]), 2)
    B, B2 = rng.sample(list(t[ls[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[ls[2]][B]), 3)
    d = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'], L0=noun(ls[0]), L1=noun(ls[1]), L2=noun(ls[2]))
    return ls, d

def mentions(t, d):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNITS and d[m.group(1)] not in out:
            out.append(d[m.group(1)])
    return out

def build():
    allc = real + tags + probes
    rng.shuffle(allc)
    claims, adv = [], []
    for i, (tag, code, t) in enumerate(allc):
        sc = SC[i % 20]
        ls, d = draw(sc)
        q = None if code == 'P' else fill(rng.choice(QUESTIONS), d)
        vals = {'L': [d['A'], d['B'], d['C']], 'M': [d['A'], d['B'], None], 'T': [d['A'], None, None]}.get(code, [None] * 3)
        cid = 'c-%03d' % (i + 1)
        m = mentions(t, d)
        if code == 'X' or (code == 'P' and m):
            adv.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if code == 'P' else 'defender',
                       'construction': tag, 'question': q, 'text': fill(t, d), 'mentions': m,
                       'belief': dict(zip(ls, vals))})
    ns = list(notes)
    rng.shuffle(ns)
    ests, eadv = [], []
    for i, (style, pr, cu, kind, t) in enumerate(ns):
        sc = SC[i % 20]
        ls, d = draw(sc)
        def lab(code):
            if code == 'U':
                return 'unscored'
            v = {'C': ['A', 'B', 'C'], 'C2': ['A', 'B', 'C2'], 'C3': ['A', 'B', 'C3'], 'B': ['A', 'B', None],
                 'B2': ['A', 'B2', None], 'A': ['A', None, None], 'A2': ['A2', None, None], 'N': [None] * 3,
                 'A?': ['A', '?', None], 'B?': ['A', 'B', '?']}[code]
            return dict(zip(ls, [d[x] if x in d else x for x in v]))
        text = fill(t, d)
        for j, (k, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + 1 + j)
            if kind != '-':
                eadv.append(eid)
            ests.append({'id': eid, 'scenario': sc, 'kind': k, 'construction': style, 'text': text, 'label': lab(code)})
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims_adv': adv, 'est_adv': eadv,
               'unscored': [r['id'] for r in ests if r['label'] == 'unscored']},
              open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
    print(len(claims), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates,', len(eadv), 'adversarial')

if '--check' in sys.argv:
    sys.exit(1 if check() else 0)
build()
