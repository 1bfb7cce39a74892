"""Seeded fill of set 86's templates (seed 86). Writes claims.jsonl, estimates.jsonl, build/claim_marks.json,
build/est_marks.json. Template files: real.txt (code mark text), attacker.txt (code text), tags.txt (tag code mark
text), notes.txt (style prior current mark text); '#' lines are comments."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(SET, 'ref', 'set86_scenarios.json')))
rng = random.Random(86)


def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip() and not ln.startswith('#'):
            out.append(ln)
    return out


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
            break
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    D = rng.choice(list(u[lv[2]][B2]))
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}, lv


def path(code, p):
    q = code.endswith('?')
    c = code.rstrip('?')
    m = {'A': [p['A'], None, None], 'A2': [p['A2'], None, None], 'B': [p['A'], p['B'], None],
         'B2': [p['A'], p['B2'], None], 'C': [p['A'], p['B'], p['C']], 'C2': [p['A'], p['B'], p['C2']],
         'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']], 'BB': [p['A'], p['B'], None],
         'AA': [p['A'], None, None], '0': [None, None, None]}[c]
    if q:
        m = [x if x is not None else '?' for x in m]
    return m


SLOT = re.compile(r"\{(N|A2|A|B2|B|C2|C3|C|D|l[ABC]s?)\}('s)?")


def fill(t, p, lv, name):
    nouns = [noun(k) for k in lv]
    mentions = []
    for m in re.finditer(r"\{(A2|A|B2|B|C2|C3|C|D)\}", t):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    # no article before a unit slot; no a/an before the top-level noun; "a" only before consonant nouns
    assert not re.search(r"\b(a|an|the)\s+\{(A2|A|B2|B|C2|C3|C|D)\}", t, re.I), t
    assert not re.search(r"\b(a|an)\s+\{lA\}", t, re.I), t
    for m in re.finditer(r"\ba\s+\{l([BC])s?\}", t):
        assert nouns['ABC'.index(m.group(1))][0] not in 'aeiou', (t, nouns)

    def rep(m):
        k, poss = m.group(1), m.group(2)
        if k == 'N':
            v = name
        elif k.startswith('l'):
            v = nouns['ABC'.index(k[1])]
            if k.endswith('s'):
                v = plural(v)
        else:
            v = p[k]
        if poss:
            v = v + ("'" if v.endswith('s') else "'s")
        return v
    s = SLOT.sub(rep, t)
    s = s.replace("s's ", "s' ")
    s = re.sub(r'\.\.(?!\.)', '.', s)
    assert '{' not in s, s
    return s, mentions


claims = []
for ln in lines('real.txt'):
    code, mark, text = ln.split(' ', 2)
    claims.append(('realistic_reply', code, mark, text, 'defender'))
for ln in lines('tags.txt'):
    tag, code, mark, text = ln.split(' ', 3)
    claims.append((tag, code, mark, text, 'defender'))
for ln in lines('attacker.txt'):
    code, text = ln.split(' ', 1)
    claims.append(('attacker_probe', code, 'c' if code != '0' else '.', text, 'attacker'))
rng.shuffle(claims)
out, marks = [], []
for i, (tag, code, mark, text, spk) in enumerate(claims):
    sc = CHOSEN[i % 20]
    p, lv = draw(sc)
    name = U[sc]['name']
    s, men = fill(text, p, lv, name)
    vals = path(code, p)
    rid = 'c-%03d' % (i + 1)
    out.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                'question': ('Which %s is %s in?' % (noun(lv[2]), name)) if spk == 'defender' else None,
                'text': s, 'mentions': men, 'belief': dict(zip(lv, vals))})
    marks.append({'id': rid, 'tag': tag, 'code': code, 'mark': mark, 'template': text, 'path': p})
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in out:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0, ensure_ascii=False)

notes = []
for ln in lines('notes.txt'):
    style, pc, cc, mark, text = ln.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
rng.shuffle(notes)
eout, emarks = [], []
for i, (style, pc, cc, mark, text) in enumerate(notes):
    sc = CHOSEN[i % 20]
    p, lv = draw(sc)
    s, men = fill(text, p, lv, U[sc]['name'])
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + 1 + j)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, p)))
        eout.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': s, 'label': lab})
    emarks.append({'ids': ['e-%03d' % (2 * i + 1), 'e-%03d' % (2 * i + 2)], 'style': style, 'prior': pc,
                   'current': cc, 'mark': mark, 'template': text, 'path': p, 'mentions': men})
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in eout:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0, ensure_ascii=False)
print(len(out), 'claims', len(eout), 'estimates')
