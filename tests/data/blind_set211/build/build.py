"""Set 211 build: reads build/real.txt (mark|template), build/tags.txt (tag|mark|template), build/attacker.txt
(one probe a line) and build/notes.txt (style|adversarial kind|prior|current|note), and writes claims.jsonl and
estimates.jsonl. Every drawn value comes from random.Random(211): one shuffle of the 300 claim templates, one of
the 60 notes, then per text in order one draw of units (A, A2, B, B2, C, C2, C3) and per defender message one draw
of the question; scenarios in turn (entry number modulo 20, in the order of ref/set211_scenarios.json).
Labels by mark: L -> A, B, C; M -> A, B, null; T -> A, null, null; X, N and probes -> all-null; notes by their
prior and current codes (N all-null, A/A2 top only, B/B2 top and middle, C/C2/C3 full path, A? and B? a '?'
below A or B, U unscored). Mentions: the units of the slots in text order, each once.
--check: no unit name of the 20 trees and no level-noun word in any fixed text, no unknown slot, no article before
a level-noun slot, no bare slot letter (N, A2, B, B2, C, C2, C3) outside a slot; prints problems and exits."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
B_ = os.path.join(HERE, 'build')
U = json.load(open(os.path.join(B_, 'universes.json')))
SC = json.load(open(os.path.join(HERE, 'ref', 'set211_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'team_name': 'team', 'group': 'group', 'project': 'project',
        'department': 'department', 'team': 'team', 'business_unit': 'business unit', 'corporation': 'corporation',
        'project_code': 'project', 'company_division': 'company division', 'project_group': 'project group'}
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def rd(name):
    return [l.rstrip('\n') for l in open(os.path.join(B_, name), encoding='utf-8') if l.strip()]


real = [l.split('|', 1) for l in rd('real.txt')]
tags = [l.split('|', 2) for l in rd('tags.txt')]
probes = rd('attacker.txt')
notes = [l.split('|', 4) for l in rd('notes.txt')]
claims_t = [('realistic_reply', m, t) for m, t in real] + [(g, m, t) for g, m, t in tags] + \
           [('attacker_probe', 'P', t) for t in probes]
assert len(claims_t) == 300 and len(notes) == 60


def unit_names():
    out = set()
    for v in U.values():
        u, lv = v['universe'], v['levels']
        out |= set(u[lv[0]])
        for k in (1, 2):
            for kids in u[lv[k]].values():
                out |= set(kids)
    return out


def check():
    probs = []
    names = sorted(unit_names(), key=len, reverse=True)
    lvw = ['division', 'department', 'company', 'companies', 'corporation', 'group', 'team', 'project', 'business', 'unit']
    allt = [t for _, _, t in claims_t] + [n[4] for n in notes] + QUESTIONS
    for t in allt:
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                probs.append('unknown slot %r in %r' % (s, t))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            probs.append('article before level slot: %r' % t)
        fixed = re.sub(r'\{[^}]*\}', ' ', t)
        if re.search(r'(?<![\w\'])(N|A2|B|B2|C|C2|C3)(?![\w\'])', fixed):
            probs.append('bare slot letter: %r' % t)
        low = fixed.lower().replace('_', ' ')
        for n in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n.lower().replace('_', ' ')), low):
                probs.append('unit name %r in fixed text: %r' % (n, t))
        for w in lvw:
            if re.search(r'(?<!\w)%ss?(?!\w)' % w, low):
                probs.append('level noun %r in fixed text: %r' % (w, t))
    for p in probs:
        print(p)
    print('%d problems' % len(probs))


def poss(t, vals):
    # X's -> bare apostrophe when X ends in s
    def f(m):
        v = vals[m.group(1)]
        return v + ("'" if v.endswith('s') else "'s")
    t = re.sub(r"\{(\w+)\}'s\b", f, t)
    t = re.sub(r'\{(L[012])\}s\b', lambda m: vals[m.group(1)] + 's', t)
    return t


def fill(t, vals):
    t = poss(t, vals)
    return re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], t)


def mentions(t, vals):
    out = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in UNIT_SLOTS and vals[s] not in out:
            out.append(vals[s])
    return out


def draw(rng, sc):
    v = U[sc]
    u, lv = v['universe'], v['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    vals = {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}
    return vals, lv


def label(code, vals, lv):
    if code == 'U':
        return 'unscored'
    A, B = vals['A'], vals['B']
    path = {'N': [None, None, None], 'A': [A, None, None], 'A2': [vals['A2'], None, None], 'B': [A, B, None],
            'B2': [A, vals['B2'], None], 'C': [A, B, vals['C']], 'C2': [A, B, vals['C2']], 'C3': [A, B, vals['C3']],
            'A?': [A, '?', None], 'B?': [A, B, '?']}[code]
    return dict(zip(lv, path))


def build():
    rng = random.Random(211)
    order = list(range(300))
    rng.shuffle(order)
    norder = list(range(60))
    rng.shuffle(norder)
    claims, adv = [], []
    for i, k in enumerate(order):
        cons, mark, t = claims_t[k]
        sc = SC[i % 20]
        vals, lv = draw(rng, sc)
        spk = 'attacker' if mark == 'P' else 'defender'
        q = None if spk == 'attacker' else fill(rng.choice(QUESTIONS), vals)
        men = mentions(t, vals)
        b = {'L': [vals['A'], vals['B'], vals['C']], 'M': [vals['A'], vals['B'], None],
             'T': [vals['A'], None, None]}.get(mark, [None, None, None])
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': cons, 'question': q,
                       'text': fill(t, vals), 'mentions': men, 'belief': dict(zip(lv, b))})
        if mark == 'X' or (mark == 'P' and men):
            adv.append(rid)
    ests, eadv = [], []
    for j, k in enumerate(norder):
        style, kind, pr, cu, t = notes[k]
        sc = SC[j % 20]
        vals, lv = draw(rng, sc)
        txt = fill(t, vals)
        for n, (kd, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * j + n + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kd, 'construction': style, 'text': txt,
                         'label': label(code, vals, lv)})
            if kind != '-':
                eadv.append(rid)
    with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv, 'claim_order': order, 'note_order': norder},
              open(os.path.join(B_, 'adversarial.json'), 'w'), indent=0)
    print('claims %d (adversarial %d), estimates %d (adversarial %d)' % (len(claims), len(adv), len(ests), len(eadv)))


if __name__ == '__main__':
    if '--check' in sys.argv:
        check()
    else:
        build()
