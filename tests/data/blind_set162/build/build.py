"""Build claims.jsonl and estimates.jsonl of blind set 162 from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(162): one shuffle of the 300 claim templates, one of the 60 notes,
then per text (in turn) the question form (defender messages) and the units."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set162_scenarios.json')))
rng = random.Random(162)
NOUN = {'project_code': 'project', 'team_name': 'team', 'project_name': 'project', 'repo_name': 'repo'}
def noun(k):
    return NOUN.get(k, k.replace('_', ' '))
QUESTIONS = ['Which {L2} does {N} work in?', 'Where does {N} sit in the organisation?',
             'What {L1} is {N} part of?', 'Can you tell me where {N} works?']
claims_t = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t'); claims_t.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        g, m, t = ln.rstrip('\n').split('\t'); claims_t.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('\t'); claims_t.append(('attacker_probe', m, t))
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        s, a, p, c, t = ln.rstrip('\n').split('|'); notes.append((s, a, p, c, t))
assert len(claims_t) == 300 and len(notes) == 60
rng.shuffle(claims_t)
rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'N': U[sc]['name'], 'L1': noun(lv[1]), 'L2': noun(lv[2])}
def fill(t, v):
    return SLOT.sub(lambda m: v[m.group(1)], t)
def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k[0] in 'ABC' and v[k] not in out:
            out.append(v[k])
    return out
def path(tok, v, lv):
    if tok == 'null':
        return {l: None for l in lv}
    if tok == 'U':
        return 'unscored'
    q = tok.endswith('?'); base = tok.rstrip('?')
    vals = [None, None, None]
    if base[0] == 'A':
        vals[0] = v[base]
        if q: vals[1] = '?'
    elif base[0] == 'B':
        vals[0] = v['A']; vals[1] = v[base]
        if q: vals[2] = '?'
    else:
        vals[0] = v['A']; vals[1] = v['B']; vals[2] = v[base]
    return dict(zip(lv, vals))
marks = {}
fixed_hits = []
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (g, mk, t) in enumerate(claims_t):
        sc = SCEN[i % 20]; lv = U[sc]['levels']
        spk = 'attacker' if g == 'attacker_probe' else 'defender'
        q = None
        if spk == 'defender':
            q = fill(rng.choice(QUESTIONS), draw(sc))
        v = draw(sc)
        b = {l: None for l in lv}
        if mk == 'L': b = dict(zip(lv, [v['A'], v['B'], v['C']]))
        elif mk == 'M': b = dict(zip(lv, [v['A'], v['B'], None]))
        elif mk == 'T': b = dict(zip(lv, [v['A'], None, None]))
        rid = 'c-%03d' % (i + 1)
        rec = {'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q,
               'text': fill(t, v), 'mentions': mentions(t, v), 'belief': b}
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
        marks[rid] = [mk, g, t]
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (s, a, p, c, t) in enumerate(notes):
        sc = SCEN[i % 20]; lv = U[sc]['levels']
        v = draw(sc)
        for j, (kind, tok) in enumerate((('prior', p), ('current', c))):
            rid = 'e-%03d' % (2 * i + j + 1)
            rec = {'id': rid, 'scenario': sc, 'kind': kind, 'construction': s, 'text': fill(t, v), 'label': path(tok, v, lv)}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            marks[rid] = [tok, s, a, t]
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
# fixed-text check: unit names of the 20 trees in fixed text; articles before slots
names = set()
for sc in SCEN:
    u = U[sc]['universe']; lv = U[sc]['levels']
    names |= set(u[lv[0]]) | {k for kids in u[lv[1]].values() for k in kids} | {k for kids in u[lv[2]].values() for k in kids}
for t in [x[2] for x in claims_t] + [x[4] for x in notes] + QUESTIONS:
    bare = SLOT.sub(' ', t)
    for n in names:
        if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(n), bare):
            print('UNIT NAME IN FIXED TEXT:', n, '|', t)
    if re.search(r'(?i)\ban? \{', t):
        print('ARTICLE BEFORE SLOT:', t)
print('built', len(claims_t), 'claims,', 2 * len(notes), 'estimates')
