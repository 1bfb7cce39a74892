"""Build set 182's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Every drawn value comes from random.Random(182): one shuffle of the 300 claim templates, one shuffle of the 60 notes,
then per text (in turn) the scenario (entry number modulo 20) and one draw of units (A, A2, B, B2, C, C2, C3) and,
for defender messages, one question form. With --check: print problems in the fixed text instead of building."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set182_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'product_group': 'product group', 'project_name': 'project', 'repo_name': 'repository',
        'company': 'company', 'group': 'group', 'project': 'project', 'business_unit': 'business unit',
        'corporation': 'corporation', 'project_code': 'project'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', 'Can you tell me {N}\'s {L2}?']
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012])\}')


def read(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('|')
            assert len(parts) == n, ln
            out.append(parts)
    return out


def claim_sources():
    src = []
    for mark, text in read('real.txt', 2):
        src.append(('realistic_reply', mark, text))
    for tag, mark, text in read('tags.txt', 3):
        src.append((tag, mark, text))
    for mark, text in read('attacker.txt', 2):
        src.append(('attacker_probe', mark, text))
    return src


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def all_units():
    names = set()
    for sc in U:
        lv, u = tree(sc)
        names.update(u[lv[0]])
        for li in (1, 2):
            for p, kids in u[lv[li]].items():
                names.update(kids)
    return names


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1],
            'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}


def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t)
    return out.replace('..', '.')


def mentions(t, v):
    seen = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if v[k] not in seen:
            seen.append(v[k])
    return seen


def vals(code, v):
    return {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[code]


def check():
    units = sorted(all_units(), key=len, reverse=True)
    probs = []
    texts = [t for _, _, t in claim_sources()] + [n[4] for n in read('notes.txt', 5)] + QUESTIONS
    for t in texts:
        fixed = SLOT.sub(' ', t)
        for u in units:
            if re.search(r'\b%s\b' % re.escape(u), fixed, re.I):
                probs.append('unit %r in: %s' % (u, t))
        if re.search(r'\b(a|an|A|An)\s+\{', t):
            probs.append('article before a slot: %s' % t)
        if re.search(r'\{L[02]\}s\b', t):
            probs.append('plural of L0/L2: %s' % t)
        if re.search(r'(^|[.?!:;]\s+)\{L[012]\}', t):
            probs.append('level noun opens a sentence: %s' % t)
        if '..' in t:
            probs.append('doubled stop: %s' % t)
    for p in probs:
        print(p)
    return probs


def build():
    rng = random.Random(182)
    src = claim_sources()
    assert len(src) == 300
    rng.shuffle(src)
    claims, marks = [], {}
    for i, (tag, mark, t) in enumerate(src):
        sc = SCEN[i % 20]
        lv, _ = tree(sc)
        v = draw(rng, sc)
        cid = 'c-%03d' % (i + 1)
        att = tag == 'attacker_probe'
        q = None if att else fill(rng.choice(QUESTIONS), v)
        code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(mark, 'N')
        b = vals(code, v)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                       'question': q, 'text': fill(t, v), 'mentions': mentions(t, v),
                       'belief': dict(zip(lv, b))})
        marks[cid] = {'mark': mark, 'construction': tag, 'template': t, 'values': v}
    notes = read('notes.txt', 5)
    assert len(notes) == 60
    rng.shuffle(notes)
    ests, nmarks = [], {}
    for i, (style, adv, pr, cu, t) in enumerate(notes):
        sc = SCEN[i % 20]
        lv, _ = tree(sc)
        v = draw(rng, sc)
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + k + 1)
            lab = 'unscored' if code == 'U' else dict(zip(lv, vals(code, v)))
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': fill(t, v), 'label': lab})
            nmarks[eid] = {'style': style, 'adv': adv, 'code': code, 'template': t, 'values': v}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': marks, 'estimates': nmarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)


if __name__ == '__main__':
    if '--check' in sys.argv:
        check()
    else:
        build()
