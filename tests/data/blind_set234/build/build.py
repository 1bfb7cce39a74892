"""Build set 234's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt. Every drawn value from random.Random(234): one shuffle of the 300 claim templates, one of the 60
notes, one draw of units per text and one question per defender message; scenarios in turn (entry number modulo 20).
--check: only report fixed text that holds a unit name of its scenario (whole words, any case, underscores read as
spaces) and articles before a level-noun slot."""
import json, random, re, sys, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
U = json.load(open('universes.json'))
SC = json.load(open('../ref/set234_scenarios.json'))
rng = random.Random(234)
def noun(k):
    k = k.lower()
    for suf in ('_codename', '_code', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')
templates = []
for ln in open('real.txt', encoding='utf-8').read().splitlines():
    code, t = ln.split('|', 1); templates.append(('realistic_reply', 'defender', code, t))
for ln in open('tags.txt', encoding='utf-8').read().splitlines():
    tag, code, t = ln.split('|', 2); templates.append((tag, 'defender', code, t))
for ln in open('attacker.txt', encoding='utf-8').read().splitlines():
    code, t = ln.split('|', 1); templates.append(('attacker_probe', 'attacker', code, t))
notes = [ln.split('|', 3) for ln in open('notes.txt', encoding='utf-8').read().splitlines()]
assert len(templates) == 300 and len(notes) == 60
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    Bs = list(u[lv[1]][A]); B = rng.choice(Bs); B2 = rng.choice([x for x in Bs if x != B])
    Cs = list(u[lv[2]][B]); C = rng.choice(Cs); rest = [x for x in Cs if x != C]; rng.shuffle(rest)
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1]}
def fill(t, sc, units, lv):
    name = U[sc]['name']
    vals = dict(units); vals['N'] = name
    vals.update({'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])})
    mentions = []
    def sub(m):
        k = m.group(1); v = vals[k]
        if k in units and units[k] not in mentions:
            mentions.append(units[k])
        if m.group(2):
            return v + ("'" if v.endswith('s') else "'s")
        return v
    return re.sub(r"\{(N|A2?|B2?|C[23]?|L[012])\}('s)?", sub, t), mentions
problems = []
def check(t, sc, where):
    u = U[sc]['universe']; lv = list(u)
    names = set(u[lv[0]]) | {x for d in (u[lv[1]], u[lv[2]]) for v in d.values() for x in v}
    fixed = re.sub(r"\{[A-Z0-9]+\}", ' ', t)
    for n in names:
        for w in {n, n.replace('_', ' ')}:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(w), fixed, re.I):
                problems.append('%s: fixed text holds unit name %r: %s' % (where, w, t))
        for w in re.split(r'[\s_]+', n):
            if len(w) > 2 and re.search(r'(?<!\w)%s(?!\w)' % re.escape(w), fixed, re.I):
                problems.append('%s: fixed text holds unit word %r: %s' % (where, w, t))
    for k in lv:
        for w in noun(k).split():
            pass
    if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
        problems.append('%s: article before level slot: %s' % (where, t))
    if re.search(r'\bname\b', fixed, re.I) and any('name' in k for k in lv):
        problems.append('%s: word name with a name key: %s' % (where, t))
rng.shuffle(templates)
claims, adv = [], []
for i, (tag, spk, code, t) in enumerate(templates):
    sc = SC[i % 20]; lv, units = draw(sc)
    cid = 'c-%03d' % (i + 1)
    check(t, sc, cid)
    text, mentions = fill(t, sc, units, lv)
    ent = {}
    u = U[sc]['universe']
    if code == 'L':
        b = [units['A'], units['B'], units['C']]
    elif code == 'M':
        b = [units['A'], units['B'], None]
    elif code == 'T':
        b = [units['A'], None, None]
    else:
        b = [None, None, None]
    if code == 'X':
        assert mentions, t; adv.append(cid)
    if code == 'N':
        assert not mentions, t
    q = None
    if spk == 'defender':
        q = fill(rng.choice(QUESTIONS), sc, units, lv)[0]
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': dict(zip(lv, b))})
rng.shuffle(notes)
def label(code, units, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        v = [None, None, None]
    elif code == 'A?':
        v = [units['A'], '?', None]
    elif code == 'B?':
        v = [units['A'], units['B'], '?']
    elif code.startswith('C'):
        v = [units['A'], units['B'], units[code]]
    elif code.startswith('B'):
        v = [units['A'], units[code], None]
    elif code.startswith('A'):
        v = [units[code], None, None]
    return dict(zip(lv, v))
ests, eadv, unscored = [], [], []
for j, (style, move, a, t) in enumerate(notes):
    sc = SC[j % 20]; lv, units = draw(sc)
    check(t, sc, 'note %d' % (j + 1))
    text, _ = fill(t, sc, units, lv)
    pr, cu = move.split('>')
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * j + k + 1)
        lab = label(code, units, lv)
        if lab == 'unscored':
            unscored.append(eid)
        if a != '-':
            eadv.append(eid)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
if problems:
    print('\n'.join(problems)); print(len(problems), 'problems')
if '--check' in sys.argv:
    sys.exit(0)
with open('../claims.jsonl', 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open('../estimates.jsonl', 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'adv': adv, 'eadv': eadv, 'unscored': unscored}, open('ids.json', 'w'))
print('built', len(claims), len(ests), len(adv), len(eadv) // 2)
