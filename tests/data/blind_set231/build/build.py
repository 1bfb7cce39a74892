"""Builds claims.jsonl and estimates.jsonl of set 231 from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt, over the universes in build/universes.json (written by build/choose.py).
Every drawn value comes from random.Random(231): one shuffle of the 300 claim templates, one of the 60 notes,
then, per text in turn, one draw of units (A, its siblings A2; B under A, B2; C under B, C2, C3) and, per defender
message, one draw of the question. Scenarios in turn: entry number modulo 20.
Labels by code: L -> A, B, C; M -> A, B, null; T -> A, null, null; X, N, probes -> all null. Notes: prior and
current codes (N none, A, A2, B, B2, C, C2, C3, A? and B? with '?' below, U unscored).
--check: fixed text (slots removed) must hold no unit name of the 20 trees, no first name and no level-key word
(whole words, any case); no unknown slot; no article before a level-noun slot; every note names its style word and
no other; per new tag four L, one M, one T, five X, one N."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = list(U)
STYLES = ['pocketed', 'miscue', 'kickshot', 'frozen', 'jawed', 'pushout']
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}

def noun(key):
    return {'team_name': 'team', 'project_code': 'project'}.get(key, key.replace('_', ' '))

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

real = [('realistic_reply',) + tuple(l.split('|', 1)) for l in lines('real.txt')]
tags = [tuple(l.split('|', 2)) for l in lines('tags.txt')]
probes = [('attacker_probe', 'P', l) for l in lines('attacker.txt')]
notes = [tuple(l.split('|', 2)) for l in lines('notes.txt')]
claims_t = real + tags + probes
assert len(claims_t) == 300 and len(notes) == 60

def check():
    bad = []
    allunits = set(); names = set(); keyw = set()
    for v in U.values():
        allunits |= set(v['top']) | {m for ms in v['mid'].values() for m in ms} | {c for cs in v['low'].values() for c in cs}
        names.add(v['name']); keyw |= {w for k in v['levels'] for w in k.split('_')}
    texts = [(t[0], t[2]) for t in claims_t] + [(n[0], n[2]) for n in notes]
    for tag, tx in texts:
        for s_ in re.findall(r'\{(\w+)\}', tx):
            if s_ not in SLOTS:
                bad.append(('slot', s_, tx))
        fixed = re.sub(r'\{\w+\}', ' ', tx)
        for w in sorted(allunits | names | keyw):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), fixed, re.I):
                bad.append(('word', w, tx))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', tx):
            bad.append(('article', tx))
        if tag in STYLES:
            for s_ in STYLES:
                has = re.search(r'(?i)\b%s\b' % s_, tx)
                if (s_ == tag) != bool(has):
                    bad.append(('style', s_, tx))
    from collections import Counter
    c = Counter((t[0], t[1]) for t in tags)
    for t in sorted({t[0] for t in tags}):
        if [c[(t, k)] for k in 'LMTXN'] != [4, 1, 1, 5, 1]:
            bad.append(('counts', t))
    for b in bad:
        print(b)
    print('%d problems' % len(bad))
    return not bad

if '--check' in sys.argv:
    sys.exit(0 if check() else 1)

rng = random.Random(231)
order = list(range(300)); rng.shuffle(order)
norder = list(range(60)); rng.shuffle(norder)

def draw(sc):
    v = U[sc]
    A = rng.choice(v['top']); A2 = rng.choice([x for x in v['top'] if x != A])
    B, B2 = rng.sample(v['mid'][A], 2)
    C, C2, C3 = rng.sample(v['low'][B], 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}

def fill(tx, sc, units):
    v = U[sc]
    vals = dict(units); vals['N'] = v['name']
    for i in range(3):
        vals['L%d' % i] = noun(v['levels'][i])
    mentions = []
    def sub(m):
        k, poss = m.group(1), m.group(2)
        x = vals[k]
        if k in units and x not in mentions:
            mentions.append(x)
        if poss:
            return x + ("'" if x.endswith('s') else "'s")
        return x
    out = re.sub(r"\{(\w+)\}('s)?", sub, tx)
    out = out[0].upper() + out[1:] if out[0].islower() and not tx.startswith('{') else out
    return out, mentions

QS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
claims, adv = [], []
for i, j in enumerate(order):
    tag, kind, tx = claims_t[j]
    sc = SCEN[i % 20]
    units = draw(sc)
    text, mentions = fill(tx, sc, units)
    lv = U[sc]['levels']
    vals = {'L': [units['A'], units['B'], units['C']], 'M': [units['A'], units['B'], None],
            'T': [units['A'], None, None]}.get(kind, [None, None, None])
    if tag == 'attacker_probe':
        speaker, q = 'attacker', None
    else:
        speaker = 'defender'
        q, _ = fill(rng.choice(QS), sc, {})
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    if kind == 'X' or (kind == 'P' and mentions):
        adv.append(rid)

def label(code, u):
    if code == 'U':
        return 'unscored'
    m = {'N': [None] * 3, 'A': [u['A'], None, None], 'A2': [u['A2'], None, None], 'B': [u['A'], u['B'], None],
         'B2': [u['A'], u['B2'], None], 'C': [u['A'], u['B'], u['C']], 'C2': [u['A'], u['B'], u['C2']],
         'C3': [u['A'], u['B'], u['C3']], 'A?': [u['A'], '?', None], 'B?': [u['A'], u['B'], '?']}
    return m[code]

ests, eadv = [], []
for i, j in enumerate(norder):
    style, code, tx = notes[j]
    sc = SCEN[i % 20]
    units = draw(sc)
    text, _ = fill(tx, sc, units)
    a = code.endswith('*')
    pr, cu = code.rstrip('*').split('>')
    lv = U[sc]['levels']
    for k, (kind, c) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + k + 1)
        lab = label(c, units)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
        if a:
            eadv.append(rid)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': adv, 'estimates': eadv}, open(os.path.join(HERE, 'adversarial.json'), 'w'))
print(len(claims), len(ests), len(adv), len(eadv))
