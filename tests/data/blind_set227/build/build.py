"""Build set 227's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt, with every drawn value from random.Random(227): one shuffle of the 300 claim templates, one of the
60 notes, one draw of units per text and one draw of the question per defender message; scenarios in turn (entry
number modulo 20, in the order of ref/set227_scenarios.json). Slots: {N} first name, {A} drawn top unit, {A2}
another top unit, {B} a middle unit under {A}, {B2} another under {A}, {C} a lowest unit under {B}, {C2} and {C3}
its siblings, {L0} {L1} {L2} the level nouns. Marks: L (A, B, C), M (A, B, null), T (A, null, null), X, N and
probes all-null. --check: no unit name, first name or level-noun word in fixed text, every note names its own
style word and no other."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set227_scenarios.json')))
STYLES = ['jumpshot', 'turnover', 'kempatrick', 'passiveplay', 'blindpass', 'nogoal']
NOUN = {'team_name': 'team', 'project_name': 'project', 'repo_name': 'repo', 'project_code': 'project',
        'product_group': 'product group', 'business_unit': 'business unit'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|L0|L1|L2)\}')

def noun(k):
    return NOUN.get(k, k.replace('_', ' '))

def read(name):
    return [l.split('|') for l in open(os.path.join(HERE, name)).read().splitlines() if l.strip()]

claims_t = [('realistic_reply', m, t) for m, t in read('real.txt')]
claims_t += [(tag, m, t) for tag, m, t in read('tags.txt')]
claims_t += [('attacker_probe', 'P', t[0]) for t in read('attacker.txt')]
notes_t = read('notes.txt')

def check():
    words = set()
    for v in U.values():
        words.add(v['name'].lower())
        for l in v['levels']:
            for w in noun(l).split():
                words.add(w.lower())
        u = v['universe']; L = v['levels']
        names = list(u[L[0]]) + [b for p in u[L[1]].values() for b in p] + [c for p in u[L[2]].values() for c in p]
        for n in names:
            words.add(n.lower().replace('_', ' '))
    probs = 0
    texts = [t for _, _, t in claims_t] + [n[4] for n in notes_t]
    for t in texts:
        fixed = SLOT.sub(' ', t).lower().replace('_', ' ')
        for w in words:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), fixed):
                print('unit/name/noun word %r in: %s' % (w, t)); probs += 1
        if re.search(r'\{[^}]*\}', SLOT.sub('', t)):
            print('unknown slot:', t); probs += 1
        if re.search(r'\b(a|an|the)\s+\{L[012]\}', t, re.I) and False:
            pass
        if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
            print('article before level slot:', t); probs += 1
    for st, p, c, adv, t in notes_t:
        if st not in STYLES or not re.search(r'(?i)\b%s\b' % st, t):
            print('note without its style word:', t); probs += 1
        for o in STYLES:
            if o != st and re.search(r'(?i)\b%s\b' % o, t):
                print('note with another style word:', t); probs += 1
    print('problems:', probs)
    return probs

def poss(x):
    return x + "'" if x.endswith('s') else x + "'s"

def fill(t, v, rng):
    u = v['universe']; L = v['levels']
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = u[L[1]][A]
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = u[L[2]][B]
    C = rng.choice(lows)
    sib = [x for x in lows if x != C]
    rng.shuffle(sib)
    vals = {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': sib[0], 'C3': sib[1],
            'L0': noun(L[0]), 'L1': noun(L[1]), 'L2': noun(L[2])}
    mentions = []
    def sub(m):
        k = m.group(1)
        if k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and vals[k] not in mentions:
            mentions.append(vals[k])
        return vals[k]
    # possessives: {X}'s -> X' where X ends in s
    t2 = re.sub(r"\{(N|A2|B2|C2|C3|A|B|C)\}'s", lambda m: '{%s}__POSS__' % m.group(1), t)
    out = SLOT.sub(sub, t2)
    out = re.sub(r"(\S)__POSS__", lambda m: m.group(1) + ("'" if m.group(1) == 's' else "'s"), out)
    out = out[0].upper() + out[1:] if out[0].isalpha() and out[0].islower() and not t.startswith('{') else out
    return out, vals, mentions

def belief(mark, vals, L):
    if mark == 'L':
        v = [vals['A'], vals['B'], vals['C']]
    elif mark == 'M':
        v = [vals['A'], vals['B'], None]
    elif mark == 'T':
        v = [vals['A'], None, None]
    else:
        v = [None, None, None]
    return dict(zip(L, v))

CODE = {'N': lambda x: [None, None, None], 'A': lambda x: [x['A'], None, None], 'A2': lambda x: [x['A2'], None, None],
        'B': lambda x: [x['A'], x['B'], None], 'B2': lambda x: [x['A'], x['B2'], None],
        'C': lambda x: [x['A'], x['B'], x['C']], 'C2': lambda x: [x['A'], x['B'], x['C2']],
        'C3': lambda x: [x['A'], x['B'], x['C3']], 'A?': lambda x: [x['A'], '?', None],
        'B?': lambda x: [x['A'], x['B'], '?'], 'U': None}

def label(code, vals, L):
    if code == 'U':
        return 'unscored'
    return dict(zip(L, CODE[code](vals)))

def build():
    rng = random.Random(227)
    ct = list(claims_t); rng.shuffle(ct)
    nt = list(notes_t); rng.shuffle(nt)
    claims = []
    for i, (tag, mark, t) in enumerate(ct):
        sc = SC[i % 20]; v = U[sc]; L = v['levels']
        text, vals, ments = fill(t, v, rng)
        if mark == 'P':
            q = None; spk = 'attacker'
        else:
            q = SLOT.sub(lambda m: vals[m.group(1)], rng.choice(QUESTIONS)); spk = 'defender'
            q = q.replace("s's ", "s' ")
        claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': text, 'mentions': ments, 'belief': belief(mark, vals, L), '_mark': mark})
    ests = []; meta = []
    for i, (st, p, c, adv, t) in enumerate(nt):
        sc = SC[i % 20]; v = U[sc]; L = v['levels']
        text, vals, _ = fill(t, v, rng)
        for k, code in (('prior', p), ('current', c)):
            ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': k, 'construction': st,
                         'text': text, 'label': label(code, vals, L)})
        meta.append((st, p, c, adv, t, ests[-2]['id'], ests[-1]['id']))
    adv_c = [r['id'] for r in claims if r['_mark'] == 'X' or (r['_mark'] == 'P' and r['mentions'])]
    adv_e = [x for m in meta if m[3] != '-' for x in (m[5], m[6])]
    with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
        for r in claims:
            r = {k: v for k, v in r.items() if k != '_mark'}
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'adv_claims': adv_c, 'adv_ests': adv_e,
               'claims': [{k: r[k] for k in ('id', 'construction', '_mark', 'mentions')} for r in claims],
               'notes': meta, 'unscored': [r['id'] for r in ests if r['label'] == 'unscored']},
              open(os.path.join(HERE, 'built_meta.json'), 'w'), indent=0)
    print('claims', len(claims), 'ests', len(ests), 'adv claims', len(adv_c), 'adv ests', len(adv_e))

if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
