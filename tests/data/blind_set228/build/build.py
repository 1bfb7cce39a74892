"""Build set 228's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (letter-form templates, slots in braces). Every drawn value comes from random.Random(228): one
shuffle of the 300 claim templates, one shuffle of the 60 notes, one draw of units per text (A, A2, B, B2, C, C2, C3)
and one drawn question per defender message. Scenarios in turn (entry number modulo 20). Labels by mark:
L A,B,C; M A,B,null; T A,null,null; X, N and probes all-null; notes by their prior and current codes.
--check: no unit name of the 20 trees, no first name and no level-noun word in any fixed text, no unknown slot,
no article before a level-noun slot, every note naming its style word and no other."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set228_scenarios.json')))
STYLES = ['skylift', 'sinkingqi', 'owlgaze', 'zhanzhuang', 'dantian', 'wuji']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}

def rows(name, ncol):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        if ln.strip():
            p = ln.rstrip('\n').split('\t')
            assert len(p) == ncol, (name, ln)
            out.append(p)
    return out

real = [('realistic_reply', 'defender', c, t) for c, t in rows('real.txt', 2)]
tags = [(g, 'defender', c, t) for g, c, t in rows('tags.txt', 3)]
att = [('attacker_probe', 'attacker', c, t) for c, t in rows('attacker.txt', 2)]
notes = rows('notes.txt', 5)
CLAIMS = real + tags + att
assert len(real) == 184 and len(tags) == 96 and len(att) == 20 and len(notes) == 60

def noun(key):
    k = key.lower()
    return {'team_name': 'team', 'team_id': 'team'}.get(k, k.replace('_', ' '))

def poss(x):
    return x + ("'" if x.endswith('s') else "'s")

def fill(t, v):
    t = re.sub(r'\{(\w+)\}\'s', lambda m: poss(v[m.group(1)]), t)
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        s = m.group(1)
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in out:
            out.append(v[s])
    return out

def draw(rng, sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    A = rng.choice(u[L[0]])
    A2 = rng.choice([x for x in u[L[0]] if x != A])
    B, B2 = rng.sample(u[L[1]][A], 2)
    C, C2, C3 = rng.sample(u[L[2]][B], 3)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(L[0]), 'L1': noun(L[1]), 'L2': noun(L[2])}

def code_vals(code, v):
    return {'N': [None, None, None], 'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None],
            'T': [v['A'], None, None], 'X': [None, None, None],
            'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]

def check():
    probs = []
    units, names, lw = set(), set(), set()
    for sc, d in U.items():
        names.add(d['name'])
        for k in d['levels']:
            lw |= set(w for w in k.lower().split('_') if w not in ('id', 'name'))
        u = d['universe']; L = d['levels']
        units |= set(u[L[0]])
        for li in (1, 2):
            for kids in u[L[li]].values():
                units |= set(kids)
    texts = [t for _, _, _, t in CLAIMS] + [n[4] for n in notes] + QUESTIONS
    for t in texts:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                probs.append('unknown slot %s: %s' % (s, t))
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for w in sorted(units | names | lw):
            ww = w.replace('_', ' ')
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(ww), fixed, re.I):
                probs.append('word %r in fixed text: %s' % (w, t))
        if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
            probs.append('article before level slot: %s' % t)
    for n in notes:
        low = n[4].lower()
        if not re.search(r'\b%s\b' % n[0], low):
            probs.append('note without its style word: %s' % n[4])
        for s in STYLES:
            if s != n[0] and re.search(r'\b%s\b' % s, low):
                probs.append('note names another style %s: %s' % (s, n[4]))
    for p in probs:
        print(p)
    print('%d problems' % len(probs))
    return probs

if '--check' in sys.argv:
    sys.exit(1 if check() else 0)

rng = random.Random(228)
order = list(range(len(CLAIMS)))
rng.shuffle(order)
claims, adv = [], []
for i, k in enumerate(order):
    con, spk, code, t = CLAIMS[k]
    sc = SCEN[i % 20]
    v = draw(rng, sc)
    q = fill(rng.choice(QUESTIONS), v) if spk == 'defender' else None
    L = U[sc]['levels']
    vals = code_vals(code, v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': con, 'question': q,
                   'text': fill(t, v), 'mentions': mentions(t, v), 'belief': dict(zip(L, vals))})
    if code == 'X':
        adv.append(rid)
nord = list(range(len(notes)))
rng.shuffle(nord)
ests, eadv, emap = [], [], []
for j, k in enumerate(nord):
    style, pc, cc, a, t = notes[k]
    sc = SCEN[j % 20]
    v = draw(rng, sc)
    L = U[sc]['levels']
    txt = fill(t, v)
    for kind, c in (('prior', pc), ('current', cc)):
        rid = 'e-%03d' % (len(ests) + 1)
        lab = 'unscored' if c == 'U' else dict(zip(L, code_vals(c, v)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab})
        if a != '-':
            eadv.append(rid)
    emap.append((k, ests[-2]['id'], ests[-1]['id']))
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims_adversarial': adv, 'estimates_adversarial': eadv,
           'unscored': [r['id'] for r in ests if r['label'] == 'unscored'],
           'note_ids': emap}, open(os.path.join(HERE, 'built.json'), 'w'), indent=1)
print('claims %d (adversarial %d), estimates %d (adversarial %d)' % (len(claims), len(adv), len(ests), len(eadv)))
