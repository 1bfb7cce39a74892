"""Build set 224's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value from random.Random(224): one shuffle of the 300 claim templates, one of the 60 notes,
one draw of units per text (A, A2, B, B2, C, C2, C3) and one question per defender message; scenarios in
turn (entry number modulo 20, in ref/set224_scenarios.json order). Labels by mark: L -> A, B, C; M -> A, B,
null; T -> A, null, null; X, N and probes -> all-null. Mentions: unit slots in text order, each once.
Notes: prior/current codes N, A, A2, B, B2, C, C2, C3, A? (A, ?, null), B? (A, B, ?), U (unscored).
--check: report unit names (whole words, any case, underscores/hyphens as spaces) and level-noun words in fixed
text, unknown slots, and notes not naming their style word (or naming another)."""
import json, os, re, random, sys
H = os.path.dirname(os.path.abspath(__file__))
S = os.path.join(H, '..')
U = json.load(open(os.path.join(H, 'universes.json')))
SCEN = json.load(open(os.path.join(S, 'ref', 'set224_scenarios.json')))
STYLES = ['fullrounder', 'caughtout', 'backwardhit', 'postholder', 'halfrounder', 'noball']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']


def noun(k):
    return k.replace('_name', '').replace('_code', '').replace('_', ' ')


def read(name, n):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(H, name), encoding='utf-8') if l.strip()]


real = [('realistic_reply', r[0], r[1]) for r in read('real.txt', 2)]
tags = [(r[0], r[1], r[2]) for r in read('tags.txt', 3)]
att = [('attacker_probe', 'P', l.rstrip('\n')) for l in open(os.path.join(H, 'attacker.txt'), encoding='utf-8') if l.strip()]
notes = read('notes.txt', 5)
claims_src = real + tags + att
assert len(claims_src) == 300 and len(notes) == 60, (len(claims_src), len(notes))


def fill(t, v):
    """fill slots; possessive of a name ending in s takes a bare apostrophe; returns text and mentions."""
    ment = []
    def sub(m):
        k = m.group(1)
        val = v[k]
        if k in UNIT_SLOTS and val not in ment:
            ment.append(val)
        if m.group(2):
            return val + ("'" if val.endswith('s') else "'s")
        return val
    txt = re.sub(r"\{(\w+)\}('s)?", sub, t)
    if txt[0].islower() and not t.startswith('{'):
        pass
    return txt, ment


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}


def check():
    probs = 0
    words = set()
    for sc in SCEN:
        u = U[sc]['universe']
        lv = list(u)
        for x in list(u[lv[0]]) + sum(u[lv[1]].values(), []) + sum(u[lv[2]].values(), []):
            words.add(re.sub(r'[_\-]', ' ', x).lower())
        for k in lv:
            words.update(noun(k).lower().split())
    words.update(['unit', 'team', 'project', 'group', 'division', 'department', 'company', 'corporation', 'business'])
    allt = [c[2] for c in claims_src] + [n[4] for n in notes]
    for t in allt:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t).lower()
        fixed = re.sub(r'[_\-]', ' ', fixed)
        for w in words:
            if re.search(r'(?<![\w])' + re.escape(w) + r'(?![\w])', fixed):
                print('word %r in: %s' % (w, t)); probs += 1
    for n in notes:
        low = n[4].lower()
        if not re.search(r'\b%s\b' % n[0], low):
            print('style word missing', n[4]); probs += 1
        for s in STYLES:
            if s != n[0] and re.search(r'\b%s\b' % s, low):
                print('other style word', n[4]); probs += 1
    # slot check per mark
    for tag, mark, t in claims_src:
        us = [s for s in re.findall(r'\{(\w+)\}', t) if s in UNIT_SLOTS]
        ok = {'L': set(us) == {'C'}, 'M': set(us) == {'B'}, 'T': set(us) == {'A'}, 'X': bool(us), 'N': not us, 'P': True}[mark]
        if not ok:
            print('slot/mark', mark, t); probs += 1
    print('problems:', probs)
    return probs


if '--check' in sys.argv:
    sys.exit(1 if check() else 0)

rng = random.Random(224)
order = list(range(300))
rng.shuffle(order)
norder = list(range(60))
rng.shuffle(norder)
claims = []
for i, j in enumerate(order):
    tag, mark, t = claims_src[j]
    sc = SCEN[i % 20]
    lv, v = draw(rng, sc)
    txt, ment = fill(t, v)
    txt = txt[0].upper() + txt[1:] if txt[0].isalpha() and t.startswith('{N}') else txt
    bel = {k: None for k in lv}
    if mark == 'L':
        bel = {lv[0]: v['A'], lv[1]: v['B'], lv[2]: v['C']}
    elif mark == 'M':
        bel = {lv[0]: v['A'], lv[1]: v['B'], lv[2]: None}
    elif mark == 'T':
        bel = {lv[0]: v['A'], lv[1]: None, lv[2]: None}
    if tag == 'attacker_probe':
        q, spk = None, 'attacker'
    else:
        q, _ = fill(rng.choice(QUESTIONS), v)
        spk = 'defender'
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': txt, 'mentions': ment, 'belief': bel, '_mark': mark, '_src': j})


def code(c, lv, v):
    if c == 'U':
        return 'unscored'
    out = {k: None for k in lv}
    if c == 'N':
        return out
    if c == 'A?':
        return {lv[0]: v['A'], lv[1]: '?', lv[2]: None}
    if c == 'B?':
        return {lv[0]: v['A'], lv[1]: v['B'], lv[2]: '?'}
    if c in ('A', 'A2'):
        return {lv[0]: v[c], lv[1]: None, lv[2]: None}
    if c in ('B', 'B2'):
        return {lv[0]: v['A'], lv[1]: v[c], lv[2]: None}
    return {lv[0]: v['A'], lv[1]: v['B'], lv[2]: v[c]}


ests = []
for i, j in enumerate(norder):
    style, pc, cc, adv, t = notes[j]
    sc = SCEN[i % 20]
    lv, v = draw(rng, sc)
    txt, _ = fill(t, v)
    for kind, c in (('prior', pc), ('current', cc)):
        ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': kind, 'construction': style,
                     'text': txt, 'label': code(c, lv, v), '_adv': adv, '_src': j, '_codes': (pc, cc)})
with open(os.path.join(S, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for c in claims:
        fh.write(json.dumps({k: c[k] for k in ['id', 'scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief']}, ensure_ascii=False) + '\n')
with open(os.path.join(S, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for e in ests:
        fh.write(json.dumps({k: e[k] for k in ['id', 'scenario', 'kind', 'construction', 'text', 'label']}, ensure_ascii=False) + '\n')
meta = {'claims': [{'id': c['id'], 'mark': c['_mark'], 'src': c['_src'], 'tag': c['construction']} for c in claims],
        'ests': [{'id': e['id'], 'adv': e['_adv'], 'src': e['_src'], 'codes': e['_codes'], 'style': e['construction']} for e in ests]}
json.dump(meta, open(os.path.join(H, 'meta.json'), 'w'), indent=0)
print('claims', len(claims), 'ests', len(ests))
