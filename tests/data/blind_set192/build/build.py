"""Set 192 builder: claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(192). With --check: prints unit names of the 20 trees found in
fixed text (whole word, case-insensitive), unknown slots, plural slots and doubled stops; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set192_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'company': 'company', 'corporation': 'corporation', 'group': 'group', 'project': 'project',
        'project_name': 'project', 'project_code': 'project', 'repo_name': 'repository',
        'product_group': 'product group', 'business_unit': 'business unit'}
PLURAL = {'repository': 'repositories', 'company': 'companies'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def read(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            parts = ln.split('|', n - 1)
            assert len(parts) == n, ln
            out.append(parts)
    return out

real = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
tags = [(g, m, t) for g, m, t in read('tags.txt', 3)]
att = [('attacker_probe', 'P', t[0]) for t in read('attacker.txt', 1)]
notes = read('notes.txt', 5)
claims_t = real + tags + att
assert len(claims_t) == 300 and len(notes) == 60

def slots_in(t):
    return re.findall(r'\{([A-Za-z0-9]+)\}', t)

def check():
    names = set()
    for k, v in U.items():
        u = v['universe']; L = v['levels']
        names |= set(u[L[0]])
        for li in (1, 2):
            for kids in u[L[li]].values():
                names |= set(kids)
    probs = 0
    for rec in [c[2] for c in claims_t] + [n[4] for n in notes] + QUESTIONS:
        fixed = re.sub(r'\{[A-Za-z0-9]+\}', ' ', rec)
        for nm in sorted(names, key=len, reverse=True):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('UNIT NAME %r in: %s' % (nm, rec)); probs += 1
        for s in slots_in(rec):
            if s not in SLOTS:
                print('UNKNOWN SLOT %s in: %s' % (s, rec)); probs += 1
        if re.search(r'\b(a|an|A|An)\s+\{(A2?|B2?|C[23]?)\}', rec):
            print('ARTICLE before unit slot: %s' % rec); probs += 1
        if re.search(r'\b(an|An)\s+\{L[012]\}', rec):
            print('AN before level noun: %s' % rec); probs += 1
        if '..' in rec or re.search(r'[.!?]\s+\{L[012]\}', rec) or rec.startswith('{L'):
            print('STOP/CAPITAL problem: %s' % rec); probs += 1
        if re.search(r'\{L[01]\}s', rec):
            print('PLURAL L0/L1 slot: %s' % rec); probs += 1
    print('%d problems, %d unit names' % (probs, len(names)))
    return probs

def draw(rng, sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    tops = list(u[L[0]])
    a = rng.choice(tops)
    a2 = rng.choice([x for x in tops if x != a])
    mids = list(u[L[1]][a])
    b = rng.choice(mids)
    b2 = rng.choice([x for x in mids if x != b])
    lows = list(u[L[2]][b])
    c = rng.choice(lows)
    c2 = rng.choice([x for x in lows if x != c])
    c3 = rng.choice([x for x in lows if x not in (c, c2)])
    return {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}

def fill(t, sc, d):
    L = U[sc]['levels']
    nouns = [NOUN[k] for k in L]
    vals = dict(d); vals['N'] = U[sc]['name']
    for i in range(3):
        vals['L%d' % i] = nouns[i]
    t = t.replace('{L2}s', PLURAL.get(nouns[2], nouns[2] + 's'))
    t = re.sub(r'\{([A-Za-z0-9]+)\}', lambda m: vals[m.group(1)], t)
    t = t.replace('..', '.')
    return t

def mentions(t, d):
    out = []
    for s in slots_in(t):
        if s in UNIT_SLOTS and d[s] not in out:
            out.append(d[s])
    return out

def main():
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    rng = random.Random(192)
    order = list(range(300)); rng.shuffle(order)
    norder = list(range(60)); rng.shuffle(norder)
    # a template opening with a unit slot must not land on a scenario whose units at that level all open
    # in lower case (official-048's repositories): swap it with the next template that opens otherwise
    def lower_only(t, sc):
        m = re.match(r'\{(A2?|B2?|C[23]?)\}', t)
        if not m:
            return False
        li = {'A': 0, 'B': 1, 'C': 2}[m.group(1)[0]]
        u = U[sc]['universe']; L = U[sc]['levels']
        units = list(u[L[0]]) if li == 0 else [x for kids in u[L[li]].values() for x in kids]
        return not any(x[:1].isupper() for x in units)
    def fix(order, templ):
        for k in range(len(order)):
            if lower_only(templ(order[k]), SCEN[k % 20]):
                j = next(j for j in range(k + 1, len(order)) if not re.match(r'\{[ABC]', templ(order[j])))
                order[k], order[j] = order[j], order[k]
    fix(order, lambda i: claims_t[i][2])
    fix(norder, lambda i: notes[i][4])
    claims, marks = [], {}
    for k, idx in enumerate(order):
        tag, mark, t = claims_t[idx]
        sc = SCEN[k % 20]
        L = U[sc]['levels']
        while True:
            d = draw(rng, sc)
            text = fill(t, sc, d)
            if text[:1].isupper() or not text[:1].isalpha():
                break
        if tag == 'attacker_probe':
            speaker, q = 'attacker', None
        else:
            speaker = 'defender'
            q = fill(rng.choice(QUESTIONS), sc, d)
        vals = {'L': [d['A'], d['B'], d['C']], 'M': [d['A'], d['B'], None], 'T': [d['A'], None, None]}.get(mark, [None, None, None])
        rid = 'c-%03d' % (k + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': text, 'mentions': mentions(t, d), 'belief': dict(zip(L, vals))})
        marks[rid] = {'mark': mark, 'template': t, 'draw': d}
    ests = []
    for k, idx in enumerate(norder):
        style, adv, pr, cu, t = notes[idx]
        sc = SCEN[k % 20]
        L = U[sc]['levels']
        while True:
            d = draw(rng, sc)
            text = fill(t, sc, d)
            if text[:1].isupper():
                break
        def lab(code):
            if code == 'U':
                return 'unscored'
            v = {'N': [None, None, None], 'A': [d['A'], None, None], 'A2': [d['A2'], None, None],
                 'B': [d['A'], d['B'], None], 'B2': [d['A'], d['B2'], None], 'C': [d['A'], d['B'], d['C']],
                 'C2': [d['A'], d['B'], d['C2']], 'C3': [d['A'], d['B'], d['C3']], 'A?': [d['A'], '?', None],
                 'B?': [d['A'], d['B'], '?']}[code]
            return dict(zip(L, v))
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * k + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab(code)})
            marks[rid] = {'adv': adv, 'code': code, 'template': t, 'draw': d, 'style': style}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))

main()
