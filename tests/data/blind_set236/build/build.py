"""Build claims.jsonl and estimates.jsonl of set 236 from real.txt (184 realistic replies), tags.txt (96 persona
texts), attacker.txt (20 probes) and notes.txt (60 notes). Every drawn value comes from random.Random(236): one
shuffle of the 300 claim templates, one of the 60 notes, then one draw of units per text and one of the question
per defender message; scenarios in turn (entry number modulo 20). Labels are set by code: L -> A, B, C;
M -> A, B, null; T -> A, null, null; X, N and probes -> all null. Notes: prior and current codes (N none,
A/A2 top only, B/B2 middle, C/C2/C3 lowest, A? and B? a '?' below A or B, U unscored).
--check: report unit names or unit-name words (3+ letters, whole words, any case) of the 20 trees in fixed text,
an article before a level-noun slot, and unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set236_scenarios.json')))

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = [('realistic_reply', 'defender') + tuple(l.split('|', 1)) for l in lines('real.txt')]
claims_t += [(l.split('|')[0], 'defender') + tuple(l.split('|', 2)[1:]) for l in lines('tags.txt')]
claims_t += [('attacker_probe', 'attacker') + tuple(l.split('|', 1)) for l in lines('attacker.txt')]
notes_t = [tuple(l.split('|', 4)) for l in lines('notes.txt')]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}

def noun(k):
    return {'team_name': 'team', 'project_code': 'project'}.get(k, k.replace('_', ' '))

if '--check' in sys.argv:
    words, names = set(), set()
    for v in UNI.values():
        U, L = v['universe'], v['levels']
        units = list(U[L[0]]) + [x for l in L[1:] for xs in U[l].values() for x in xs]
        for x in units:
            names.add(x.lower())
            for w in re.findall(r'[A-Za-z]+', x):
                if len(w) >= 3:
                    words.add(w.lower())
    probs = 0
    for src, t in [(c[0], c[3]) for c in claims_t] + [(n[0], n[4]) for n in notes_t]:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for w in re.findall(r"[A-Za-z]+", fixed):
            if w.lower() in words:
                print('unit word %r: %s' % (w, t)); probs += 1
        for nm in names:
            if len(nm) >= 3 and re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(nm), fixed):
                print('unit name %r: %s' % (nm, t)); probs += 1
        if re.search(r'(?i)\ban? \{L[012]\}', t):
            print('article before level slot:', t); probs += 1
    print(probs, 'problems')
    sys.exit(0)

rng = random.Random(236)
order = list(range(len(claims_t)))
rng.shuffle(order)
norder = list(range(len(notes_t)))
rng.shuffle(norder)

def poss(v):
    return v + ("'" if v.endswith('s') else "'s")

def draw(sc):
    v = UNI[sc]
    U, L = v['universe'], v['levels']
    tops = list(U[L[0]])
    A = rng.choice(tops)
    B = rng.choice(U[L[1]][A])
    C = rng.choice(U[L[2]][B])
    C2, C3 = rng.sample([x for x in U[L[2]][B] if x != C], 2)
    B2 = rng.choice([x for x in U[L[1]][A] if x != B])
    A2 = rng.choice([x for x in tops if x != A])
    vals = {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(L[0]), 'L1': noun(L[1]), 'L2': noun(L[2])}
    return vals, L

def fill(t, vals):
    mentions = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s not in ('N', 'L0', 'L1', 'L2') and vals[s] not in mentions:
            mentions.append(vals[s])
    t = re.sub(r"\{(\w+)\}'s\b", lambda m: poss(vals[m.group(1)]), t)
    t = re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], t)
    return t, mentions

QFORMS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
claims, meta = [], []
for i, k in enumerate(order):
    tag, spk, code, tmpl = claims_t[k]
    sc = SCEN[i % 20]
    vals, L = draw(sc)
    text, men = fill(tmpl, vals)
    b = {'L': [vals['A'], vals['B'], vals['C']], 'M': [vals['A'], vals['B'], None],
         'T': [vals['A'], None, None]}.get(code, [None, None, None])
    q = None
    if spk == 'defender':
        q, _ = fill(rng.choice(QFORMS), vals)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': men, 'belief': dict(zip(L, b))})
    meta.append((cid, tag, code, tmpl))
ests, emeta = [], []
for j, k in enumerate(norder):
    style, pr, cu, adv, tmpl = notes_t[k]
    sc = SCEN[j % 20]
    vals, L = draw(sc)
    text, _ = fill(tmpl, vals)
    def lab(code):
        if code == 'U':
            return 'unscored'
        A, B = vals['A'], vals['B']
        x = {'N': [None] * 3, 'A': [A, None, None], 'A2': [vals['A2'], None, None], 'A?': [A, '?', None],
             'B': [A, B, None], 'B2': [A, vals['B2'], None], 'B?': [A, B, '?'], 'C': [A, B, vals['C']],
             'C2': [A, B, vals['C2']], 'C3': [A, B, vals['C3']]}[code]
        return dict(zip(L, x))
    for kind, code in (('prior', pr), ('current', cu)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab(code)})
        emeta.append((eid, style, pr, cu, adv, tmpl))
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': meta, 'estimates': emeta}, open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)
print(len(claims), 'claims,', len(ests), 'estimates')
