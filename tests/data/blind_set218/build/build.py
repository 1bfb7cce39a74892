"""Builds claims.jsonl and estimates.jsonl of set 218 from real.txt (mark|template), tags.txt (tag|mark|template),
attacker.txt (probes) and notes.txt (style|kind|prior|current|note), with the universes of build/universes.json
(written by choose.py). Every drawn value comes from random.Random(218): one shuffle of the 300 claim templates,
one shuffle of the 60 notes, one draw of units per text and one draw of the question per defender message; the
scenario of entry i is scenario i modulo 20. Labels by mark: L -> A, B, C; M -> A, B, null; T -> A, null, null;
X, N and probes -> all null; notes by their prior and current codes. Mentions: the units of the slots in text
order, each once. --check: reports fixed text holding a unit name of the 20 trees or a level-noun word, unknown
slots, an article before a level-noun slot, notes naming another style word or missing their own, and the kind
words (decoy, trial balloon, slip) outside their kind; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set218_scenarios.json')))
STYLES = ['freemount', 'ledgedrop', 'unispin', 'idling', 'wheelwalk', 'coasting']
def lines(n): return [l.rstrip('\n') for l in open(os.path.join(HERE, n), encoding='utf-8') if l.strip()]
claims_src = [('realistic_reply', m, t) for m, t in (l.split('|', 1) for l in lines('real.txt'))]
claims_src += [(g, m, t) for g, m, t in (l.split('|', 2) for l in lines('tags.txt'))]
claims_src += [('attacker_probe', 'P', t) for t in lines('attacker.txt')]
notes_src = [l.split('|', 4) for l in lines('notes.txt')]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
LEVELNOUN_WORDS = {'team', 'teams', 'group', 'groups', 'company', 'companies', 'project', 'projects', 'division',
                   'divisions', 'department', 'departments', 'unit', 'units', 'business', 'corporation',
                   'organization', 'organisation', 'component'}
def noun(key):
    k = key.lower()
    for suf in ('_name', '_id', '_codename'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')
def poss(x): return x + "'" if x.endswith('s') else x + "'s"
def fill(t, v):
    t = re.sub(r'\{(\w+)\}\'s', lambda m: poss(v[m.group(1)]), t)
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
def draw(rng, sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); a, a2 = rng.sample(tops, 2)
    bs = list(u[lv[1]][a]); b, b2 = rng.sample(bs, 2)
    cs = list(u[lv[2]][b]); c, c2, c3 = rng.sample(cs, 3)
    return {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        s = m.group(1)
        if s in ('N', 'L0', 'L1', 'L2'):
            continue
        if v[s] not in out:
            out.append(v[s])
    return out
def code_vals(code, v):
    return {'N': [None] * 3, 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
def check():
    probs = []
    names = set()
    for sc in SC:
        u = U[sc]['universe']; lv = U[sc]['levels']
        names |= set(u[lv[0]]); [names.update(k) for k in u[lv[1]].values()]; [names.update(k) for k in u[lv[2]].values()]
    texts = [t for _, _, t in claims_src] + [n[4] for n in notes_src]
    for t in texts:
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS: probs.append('unknown slot %s: %s' % (s, t))
        for nm in names:
            if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(nm.replace('_', ' ')), fixed):
                probs.append('unit name %r in fixed text: %s' % (nm, t))
        for w in re.findall(r'[A-Za-z]+', fixed):
            if w.lower() in LEVELNOUN_WORDS: probs.append('level-noun word %r: %s' % (w, t))
        if re.search(r'(?i)\b(a|an)\s+\{L[012]\}', t): probs.append('article before level slot: %s' % t)
    for st, kind, p, c, t in notes_src:
        low = t.lower()
        if not re.search(r'\b%s\b' % st, low): probs.append('note lacks its style: %s' % t)
        for o in STYLES:
            if o != st and re.search(r'\b%s\b' % o, low): probs.append('note names style %s: %s' % (o, t))
        for k, w in (('decoy', 'decoy'), ('balloon', 'trial balloon'), ('slip', 'slip')):
            if (w in low) != (kind == k): probs.append('kind word %r vs kind %s: %s' % (w, kind, t))
    for g, m, t in claims_src:
        if m == 'L' and '{C' not in t: probs.append('L without C: ' + t)
        if m == 'M' and ('{B}' not in t or '{C' in t): probs.append('M slots: ' + t)
        if m == 'T' and ('{A}' not in t or '{B' in t or '{C' in t): probs.append('T slots: ' + t)
        if m == 'X' and not re.search(r'\{(A2?|B2?|C[23]?)\}', t): probs.append('X without unit: ' + t)
        if m == 'N' and re.search(r'\{(A2?|B2?|C[23]?)\}', t): probs.append('N with unit: ' + t)
    return probs
if '--check' in sys.argv:
    p = check()
    print('\n'.join(p)); print(len(p), 'problems'); sys.exit(1 if p else 0)
assert len(claims_src) == 300 and len(notes_src) == 60
rng = random.Random(218)
order = list(range(300)); rng.shuffle(order)
norder = list(range(60)); rng.shuffle(norder)
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
claims = []
for i, k in enumerate(order):
    g, m, t = claims_src[k]
    sc = SC[i % 20]; lv = U[sc]['levels']
    v = draw(rng, sc)
    vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(m, [None] * 3)
    q = None if m == 'P' else fill(rng.choice(QUESTIONS), v)
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': 'attacker' if m == 'P' else 'defender',
                   'construction': g, 'question': q, 'text': fill(t, v), 'mentions': mentions(t, v),
                   'belief': dict(zip(lv, vals)), '_mark': m})
ests = []
for i, k in enumerate(norder):
    st, kind, p, c, t = notes_src[k]
    sc = SC[i % 20]; lv = U[sc]['levels']
    v = draw(rng, sc)
    for kd, code in (('prior', p), ('current', c)):
        lab = 'unscored' if code == 'U' else dict(zip(lv, code_vals(code, v)))
        ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': kd, 'construction': st,
                     'text': fill(t, v), 'label': lab, '_adv': kind != 'plain', '_codes': (p, c), '_kind': kind})
json.dump({'claims': [(r['id'], r['_mark'], r['construction'], claims_src[k][2]) for r, k in zip(claims, order)],
           'notes': [(r['id'], r['_kind'], r['construction'], r['_codes']) for r in ests]},
          open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps({k: r[k] for k in ['id', 'scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief']}, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps({k: r[k] for k in ['id', 'scenario', 'kind', 'construction', 'text', 'label']}, ensure_ascii=False) + '\n')
adv = [r['id'] for r in claims if r['_mark'] == 'X' or (r['_mark'] == 'P' and r['mentions'])]
eadv = [r['id'] for r in ests if r['_adv']]
json.dump({'adv': adv, 'eadv': eadv}, open(os.path.join(HERE, 'adv.json'), 'w'))
print('claims', len(claims), 'ests', len(ests), 'adv', len(adv), 'eadv', len(eadv))
