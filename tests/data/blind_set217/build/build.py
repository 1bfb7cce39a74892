"""Build set 217's claims.jsonl and estimates.jsonl from real.txt (mark|template), tags.txt (tag|mark|template),
attacker.txt (one probe a line) and notes.txt (style|kind of note|prior|current|note), with every drawn value from
random.Random(217): one shuffle of the 300 claim templates, one of the 60 notes, then per text (claims first, then
notes) one draw of units (A, A2, B, B2, C, C2, C3) and per defender message one draw of the question form.
Scenarios in turn: entry number modulo 20, in the order of ref/set217_scenarios.json.
Labels by mark: L (lowest level committed): A, B, C; M: A, B, null; T: A, null, null; X, N and probes: all null.
Note labels by code: N all null, A/A2 top only, B/B2 with parent, C/C2/C3 full path, A? = A,'?',null,
B? = A,B,'?', U = 'unscored'. --check: report unit names or level-noun words in fixed text, unknown slots and
articles before level-noun slots, and style words; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
uni = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(OUT, 'ref', 'set217_scenarios.json')))
STYLES = ['chestbounce', 'kneedrop', 'halfturn', 'staticstand', 'blindwalk', 'leashfall']
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
LEVEL_WORDS = {'team', 'teams', 'division', 'divisions', 'department', 'departments', 'group', 'groups', 'company',
               'companies', 'project', 'projects', 'unit', 'units', 'business', 'product', 'repo', 'corporation',
               'organization', 'organisation', 'component'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_codename'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def read(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


real = [('realistic_reply', m, t) for m, t in read('real.txt')]
tagt = [(g, m, t) for g, m, t in read('tags.txt')]
att = [('attacker_probe', 'P', l[0]) for l in read('attacker.txt')]
notes = read('notes.txt')
claims_src = real + tagt + att
assert len(claims_src) == 300 and len(notes) == 60


def fixed_parts(t):
    return re.sub(r'\{[^}]*\}', ' ', t)


def check():
    probs = []
    names = set()
    for x in uni.values():
        u = x['universe']; lv = x['levels']
        names |= set(u[lv[0]])
        for li in (1, 2):
            for kids in u[lv[li]].values():
                names |= set(kids)
    names = {n.lower().replace('_', ' ') for n in names}
    alltexts = [t for _, _, t in claims_src] + [n[4] for n in notes]
    for t in alltexts:
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                probs.append('unknown slot %s: %s' % (s, t))
        f = fixed_parts(t).lower()
        for n in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), f):
                probs.append('unit name %r in fixed text: %s' % (n, t))
        for w in re.findall(r"[a-z]+", f):
            if w in LEVEL_WORDS:
                probs.append('level word %r: %s' % (w, t))
        if re.search(r'(?i)\ban? \{L[012]\}', t):
            probs.append('article before level slot: %s' % t)
    for s, k, p, c, n in notes:
        for st in STYLES:
            if re.search(r'(?i)\b%s\b' % st, n) and st != s:
                probs.append('other style word %s in %s note' % (st, s))
        if not re.search(r'(?i)\b%s\b' % s, n):
            probs.append('style word missing: %s' % n)
    return probs


if '--check' in sys.argv:
    p = check()
    print('\n'.join(p)); print(len(p), 'problems')
    sys.exit(0)

rng = random.Random(217)
order = list(range(300)); rng.shuffle(order)
norder = list(range(60)); rng.shuffle(norder)


def poss(x):
    return x + "'" if x.endswith('s') else x + "'s"


def draw(sc):
    x = uni[sc]; u = x['universe']; lv = x['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([t for t in tops if t != A])
    bs = list(u[lv[1]][A]); B = rng.choice(bs); B2 = rng.choice([b for b in bs if b != B])
    cs = list(u[lv[2]][B]); C = rng.choice(cs); rest = [c for c in cs if c != C]; C2 = rng.choice(rest)
    C3 = [c for c in rest if c != C2][0]
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(t, sc, units):
    x = uni[sc]; lv = x['levels']
    vals = dict(units); vals['N'] = x['name']
    vals['L0'], vals['L1'], vals['L2'] = (noun(k) for k in lv)
    mentions = []
    for s in re.findall(r'\{([^}]*)\}', t):
        if s in units and units[s] not in mentions:
            mentions.append(units[s])
    t = re.sub(r"\{(\w+)\}'s", lambda m: poss(vals[m.group(1)]), t)
    t = re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], t)
    return t, mentions


def path(sc, vals):
    return dict(zip(uni[sc]['levels'], vals))


claims = []
for i, j in enumerate(order):
    tag, mark, tmpl = claims_src[j]
    sc = scen[i % 20]
    units = draw(sc)
    text, men = fill(tmpl, sc, units)
    if mark == 'L':
        b = [units['A'], units['B'], units['C']]
    elif mark == 'M':
        b = [units['A'], units['B'], None]
    elif mark == 'T':
        b = [units['A'], None, None]
    else:
        b = [None, None, None]
    q = None
    if tag != 'attacker_probe':
        q, _ = fill(rng.choice(QUESTIONS), sc, {})
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                   'construction': tag, 'question': q, 'text': text, 'mentions': men, 'belief': path(sc, b),
                   '_mark': mark, '_tmpl': tmpl, '_adv': mark == 'X' or (mark == 'P' and bool(men))})


def label(code, u, sc):
    if code == 'U':
        return 'unscored'
    m = {'N': [None, None, None], 'A': [u['A'], None, None], 'A2': [u['A2'], None, None], 'B': [u['A'], u['B'], None],
         'B2': [u['A'], u['B2'], None], 'C': [u['A'], u['B'], u['C']], 'C2': [u['A'], u['B'], u['C2']],
         'C3': [u['A'], u['B'], u['C3']], 'A?': [u['A'], '?', None], 'B?': [u['A'], u['B'], '?']}[code]
    return path(sc, m)


ests = []
for i, j in enumerate(norder):
    style, kind, p, c, tmpl = notes[j]
    sc = scen[i % 20]
    units = draw(sc)
    text, _ = fill(tmpl, sc, units)
    for k, code in (('prior', p), ('current', c)):
        ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': k, 'construction': style, 'text': text,
                     'label': label(code, units, sc), '_adv': kind != 'plain', '_note': (style, kind, p, c, tmpl)})

PUB_C = ['id', 'scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief']
PUB_E = ['id', 'scenario', 'kind', 'construction', 'text', 'label']
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps({k: r[k] for k in PUB_C}, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps({k: r[k] for k in PUB_E}, ensure_ascii=False) + '\n')
json.dump({'claims': claims, 'ests': ests}, open(os.path.join(HERE, 'built_meta.json'), 'w'), indent=0, ensure_ascii=False)
print('wrote', len(claims), 'claims and', len(ests), 'estimates')
