"""Build set 197's claims.jsonl and estimates.jsonl from the letter-form sources in build/.
Seed 197: one seeded shuffle of the 300 claim templates and one of the 60 notes; scenarios in turn (entry number
modulo 20); one draw of units per text (C, its siblings C2 and C3, B its parent, B2 another L1 under A, A2 another
L0) and one draw of the question per defender message. --check prints unit names of the 20 trees and level-noun
words in the fixed text (whole word, case-insensitive), doubled stops and unknown slots, and writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
rng = random.Random(197)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set197_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'product_group': 'product group',
        'team_name': 'team', 'project_name': 'project', 'repo_name': 'repository', 'company': 'company',
        'group': 'group', 'project': 'project', 'business_unit': 'business unit', 'corporation': 'corporation',
        'project_code': 'project'}
PLURAL = {'team': 'teams', 'repository': 'repositories', 'project': 'projects'}
LEVEL_WORDS = r'\b(divisions?|departments?|teams?|products?|groups?|projects?|repositor(y|ies)|repos?|compan(y|ies)|business(es)?|units?|corporations?)\b'
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
SLOTS = set(UNIT_SLOTS) | {'N', 'L0', 'L1', 'L2', 'L2s'}

def lines(name):
    return [l for l in open(os.path.join(HERE, name), encoding='utf-8').read().splitlines() if l.strip()]

claims_src = []
for l in lines('real.txt'):
    m, t = l.split('|', 1); claims_src.append(('realistic_reply', m, t))
for l in lines('tags.txt'):
    g, m, t = l.split('|', 2); claims_src.append((g, m, t))
for l in lines('attacker.txt'):
    claims_src.append(('attacker_probe', 'P', l))
notes_src = [tuple(l.split('|', 4)) for l in lines('notes.txt')]
assert len(claims_src) == 300 and len(notes_src) == 60

def all_units(sc):
    u = U[sc]['tree']; L = U[sc]['levels']
    names = set(u[L[0]])
    for k in (1, 2):
        for p, kids in u[L[k]].items():
            names |= set(kids)
    return names

def check():
    names = set()
    for sc in SCEN:
        names |= all_units(sc)
    probs = 0
    for src in [t for _, _, t in claims_src] + [n[4] for n in notes_src] + QUESTIONS:
        fixed = re.sub(r'\{\w+\}', ' ', src)
        for s in re.findall(r'\{(\w+)\}', src):
            if s not in SLOTS:
                print('unknown slot', s, '|', src); probs += 1
        for nm in sorted(names, key=len, reverse=True):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('unit name %r in fixed text | %s' % (nm, src)); probs += 1
        if re.search(LEVEL_WORDS, fixed, re.I):
            print('level noun in fixed text |', src); probs += 1
        if '..' in src or ' ,' in src or ' .' in src:
            print('stops |', src); probs += 1
    print('check: %d problems' % probs)

def draw(sc):
    u = U[sc]['tree']; L = U[sc]['levels']
    par = {}
    for k in (1, 2):
        for p, kids in u[L[k]].items():
            for c in kids:
                par[c] = p
    lows = sorted(c for kids in u[L[2]].values() for c in kids)
    C = rng.choice(lows); B = par[C]; A = par[B]
    C2, C3 = rng.sample([x for x in u[L[2]][B] if x != C], 2)
    B2 = rng.choice([x for x in u[L[1]][A] if x != B])
    A2 = rng.choice([x for x in u[L[0]] if x != A])
    n = [NOUN[k] for k in L]
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': U[sc]['name'],
            'L0': n[0], 'L1': n[1], 'L2': n[2], 'L2s': PLURAL[n[2]]}

def fill(t, v):
    order = []
    def rep(m):
        s, poss = m.group(1), m.group(2)
        val = v[s]
        if s in UNIT_SLOTS and val not in order:
            order.append(val)
        if poss:
            if s in UNIT_SLOTS and val.endswith('s'):
                return val + "'"
            return val + "'s"
        return val
    out = re.sub(r"\{(\w+)\}('s)?", rep, t)
    out = re.sub(r'\.\.(?=\s|$)', '.', out)
    return out, order

def main():
    if '--check' in sys.argv:
        return check()
    order = list(range(300)); rng.shuffle(order)
    claims, marks = [], {}
    for i, k in enumerate(order):
        tag, mark, t = claims_src[k]
        sc = SCEN[i % 20]; L = U[sc]['levels']
        v = draw(sc)
        text, ment = fill(t, v)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None
        if speaker == 'defender':
            q = fill(rng.choice(QUESTIONS), v)[0]
        bel = {l: None for l in L}
        if mark in ('L', 'M', 'T'):
            bel[L[0]] = v['A']
            if mark in ('L', 'M'):
                bel[L[1]] = v['B']
            if mark == 'L':
                bel[L[2]] = v['C']
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': text, 'mentions': ment, 'belief': bel})
        marks[rid] = {'mark': mark, 'template': t, 'tag': tag}
    norder = list(range(60)); rng.shuffle(norder)
    ests = []
    for j, k in enumerate(norder):
        style, kind, pr, cu, t = notes_src[k]
        sc = SCEN[j % 20]; L = U[sc]['levels']
        v = draw(sc)
        text, _ = fill(t, v)
        def lab(st):
            if st == 'U':
                return 'unscored'
            if st == 'N':
                return {l: None for l in L}
            if st == 'A?':
                return {L[0]: v['A'], L[1]: '?', L[2]: None}
            if st == 'B?':
                return {L[0]: v['A'], L[1]: v['B'], L[2]: '?'}
            base = st[0]; key = st
            a = v['A2'] if key == 'A2' else v['A']
            if base == 'A':
                return {L[0]: a, L[1]: None, L[2]: None}
            b = v[key] if base == 'B' else v['B']
            if base == 'B':
                return {L[0]: v['A'], L[1]: b, L[2]: None}
            return {L[0]: v['A'], L[1]: v['B'], L[2]: v[key]}
        for n_, (kd, st) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * j + 1 + n_)
            ests.append({'id': rid, 'scenario': sc, 'kind': kd, 'construction': style, 'text': text, 'label': lab(st)})
            marks[rid] = {'mark': kind, 'state': st, 'template': t, 'tag': style}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))

main()
