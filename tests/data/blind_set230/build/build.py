"""Builds set 230's claims.jsonl and estimates.jsonl from build/real.txt (184 realistic replies, CODE|template),
build/tags.txt (96 persona texts, tag|CODE|template), build/attacker.txt (20 probes) and build/notes.txt (60 notes,
style|prior|current|adversarial move|template), with the universes of build/universes.json (written by choose.py).
Slots: {N} first name; {A} drawn top unit, {A2} another top unit; {B} a middle unit under A, {B2} another under A;
{C} a lowest unit under B, {C2} and {C3} its siblings; {L0} {L1} {L2} level nouns. Codes: L lowest level
committed (A, B, C), M middle (A, B, null), T top (A, null, null), X adversarial (all-null), N null (all-null).
Note codes: N all-null, A / B / C / A2 / B2 / C2 / C3 the named unit with its parents, A? = A, ?, null,
B? = A, B, ?, U unscored. Every drawn value from random.Random(230): one shuffle of the 300 claim templates, one
of the 60 notes, one draw of units per text, one draw of the question per defender message; scenarios in turn
(entry number modulo 20). --check: only checks the fixed text (no unit name of the 20 trees, no first name and no
level-noun word, whole words, any case, underscores as spaces; no unknown slot; no a/an before a level-noun slot;
every note names its style word and no other)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(D, 'ref', 'set230_scenarios.json')))
STYLES = ['naeryochagi', 'gamjeom', 'dollyochagi', 'junbi', 'kihap', 'keuman']
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

def noun(k):
    k = k.lower()
    return {'team_name': 'team', 'project_codename': 'project', 'component_name': 'component', 'full_affiliation': 'team'}.get(k, k.replace('_', ' '))

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

real = [('realistic_reply',) + tuple(l.split('|', 1)) for l in lines('real.txt')]
tags = [tuple(l.split('|', 2)) for l in lines('tags.txt')]
probes = [('attacker_probe', 'P', l) for l in lines('attacker.txt')]
notes = [tuple(l.split('|', 4)) for l in lines('notes.txt')]

def check():
    probs = []
    words = set()
    for v in U.values():
        t = v['tree']
        lv = v['levels']
        names = list(t[lv[0]]) + [x for k in t[lv[1]].values() for x in k] + [x for k in t[lv[2]].values() for x in k]
        words.update(n.replace('_', ' ').lower() for n in names)
        words.add(v['name'].lower())
        for k in lv:
            words.update(k.lower().replace('_', ' ').split())
    texts = [(c[0], c[2]) for c in real + tags + probes] + [(n[0], n[4]) for n in notes]
    for tag, tx in texts:
        fixed = re.sub(r'\{\w+\}', ' ', tx).replace('_', ' ').lower()
        for w in words:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(w), fixed):
                probs.append('%s: fixed text has %r: %s' % (tag, w, tx))
        for s in re.findall(r'\{(\w+)\}', tx):
            if s not in SLOTS:
                probs.append('unknown slot %s: %s' % (s, tx))
        if re.search(r'\b(a|an)\s+\{L\d\}', tx, re.I):
            probs.append('article before level slot: %s' % tx)
    for n in notes:
        low = n[4].lower()
        if not re.search(r'\b%s\b' % n[0], low):
            probs.append('note without its style word: %s' % n[4])
        for s in STYLES:
            if s != n[0] and re.search(r'\b%s\b' % s, low):
                probs.append('note with another style word %s: %s' % (s, n[4]))
    for c in real + tags:
        if c[1] in 'LMTX' and not re.search(r'\{[ABC]2?3?\}', c[2]):
            probs.append('code %s without a unit: %s' % (c[1], c[2]))
        if c[1] == 'N' and re.search(r'\{[ABC]', c[2]):
            probs.append('null text naming a unit: %s' % c[2])
    from collections import Counter
    cnt = Counter((c[0], c[1]) for c in tags)
    for t in set(c[0] for c in tags):
        want = {'L': 4, 'M': 1, 'T': 1, 'X': 5, 'N': 1}
        for k, n_ in want.items():
            if cnt[(t, k)] != n_:
                probs.append('tag %s code %s: %d' % (t, k, cnt[(t, k)]))
    for p in probs:
        print(p)
    print(len(probs), 'problems')
    return probs

def fill(tx, vals):
    def r(m):
        v = vals[m.group(1)]
        if m.group(2):
            return v + ("'" if v.endswith('s') else "'s")
        return v
    return re.sub(r"\{(\w+)\}('s)?", r, tx)

def draw(rng, sc):
    v = U[sc]
    t, lv = v['tree'], v['levels']
    tops = list(t[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(t[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(t[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = [x for x in lows if x != C][:2]
    return {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def mentions(tx, vals):
    out = []
    for s in re.findall(r'\{(\w+)\}', tx):
        if s[0] in 'ABC' and vals[s] not in out:
            out.append(vals[s])
    return out

def code_vals(code, vals):
    return {'N': [None, None, None], 'A': [vals['A'], None, None], 'A2': [vals['A2'], None, None],
            'B': [vals['A'], vals['B'], None], 'B2': [vals['A'], vals['B2'], None],
            'C': [vals['A'], vals['B'], vals['C']], 'C2': [vals['A'], vals['B'], vals['C2']],
            'C3': [vals['A'], vals['B'], vals['C3']], 'A?': [vals['A'], '?', None], 'B?': [vals['A'], vals['B'], '?'],
            'L': [vals['A'], vals['B'], vals['C']], 'M': [vals['A'], vals['B'], None], 'T': [vals['A'], None, None],
            'X': [None, None, None], 'P': [None, None, None]}[code]

def build():
    rng = random.Random(230)
    allc = real + tags + probes
    assert len(allc) == 300 and len(notes) == 60
    order = list(range(300))
    rng.shuffle(order)
    norder = list(range(60))
    rng.shuffle(norder)
    claims, adv, ests, eadv = [], [], [], []
    for i, k in enumerate(order):
        tag, code, tx = allc[k]
        sc = SCEN[i % 20]
        vals = draw(rng, sc)
        lv = U[sc]['levels']
        q = None
        if tag != 'attacker_probe':
            q = fill(rng.choice(QUESTIONS), vals)
        text = fill(tx, vals)
        cid = 'c-%03d' % (i + 1)
        b = code_vals(code, vals)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                       'construction': tag, 'question': q, 'text': text, 'mentions': mentions(tx, vals),
                       'belief': dict(zip(lv, b))})
        if code == 'X' or (code == 'P' and mentions(tx, vals)):
            adv.append(cid)
    for i, k in enumerate(norder):
        style, pr, cu, mv, tx = notes[k]
        sc = SCEN[i % 20]
        vals = draw(rng, sc)
        lv = U[sc]['levels']
        text = fill(tx, vals)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + j + 1)
            lab = 'unscored' if code == 'U' else dict(zip(lv, code_vals(code, vals)))
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            if mv != '-':
                eadv.append(eid)
    with open(os.path.join(D, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(D, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims_adversarial': adv, 'estimates_adversarial': eadv,
               'unscored': [r['id'] for r in ests if r['label'] == 'unscored']},
              open(os.path.join(HERE, 'built.json'), 'w'), indent=1)
    print(len(claims), 'claims,', len(adv), 'adversarial;', len(ests), 'estimates,', len(eadv), 'adversarial records')

if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
