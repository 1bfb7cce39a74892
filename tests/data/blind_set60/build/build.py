#!/usr/bin/env python3
"""Set 60's seeded fill (seed 60): reads build/real.txt, tags.txt, attacker.txt, notes.txt and
build/universes.json; writes claims.jsonl, estimates.jsonl, build/claim_marks.json, build/est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set60_scenarios.json')))
rng = random.Random(60)


def lines(name):
    return [l for l in open(os.path.join(HERE, name), encoding='utf-8').read().split('\n') if l.strip()]


items = []
for l in lines('real.txt'):
    code, mark, text = l.split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for l in lines('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for l in lines('attacker.txt'):
    code, text = l.split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, '.', text))
notes = []
for l in lines('notes.txt'):
    style, p, c, mark, text = l.split(' ', 4)
    notes.append((style, p, c, mark, text))
assert len(items) == 300 and len(notes) == 60, (len(items), len(notes))
rng.shuffle(items)
rng.shuffle(notes)


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    if re.search(r'[^aeiou]y$', n):
        return n[:-1] + 'ies'
    if re.search(r'(s|x|ch|sh)$', n):
        return n + 'es'
    return n + 's'


WORD_ACRONYMS = {'LATAM', 'CRISPR', 'SWAT', 'APAC', 'EMEA'}


def needs_an(w):
    tok = re.split(r'[ _\-]', w)[0]
    if tok in WORD_ACRONYMS:
        return tok[0] in 'AEIOU'
    if len(tok) >= 2 and tok.isupper():
        return tok[0] in 'AEFHILMNORSX'
    f = w[0]
    if f in 'AEIOaeio':
        return True
    if f in 'Uu':
        return not re.match(r'(?i)u(ni|s)', w)
    return False


def slip(w):
    m = re.search(r'[ \-_]', w)
    if m:
        return w[:m.start()] + w[m.end():]
    return (w[0].lower() if w[0].isupper() else w[0].upper()) + w[1:]


def draw(sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = u[lv[1]][A]
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = u[lv[2]][B]
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    D = rng.choice(u[lv[2]][B2])
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}
    for k in ('A', 'B', 'C'):
        v[k + '~'] = slip(v[k])
    for i, k in enumerate('ABC'):
        v['l' + k] = noun(lv[i])
        v['l' + k + 's'] = plural(noun(lv[i]))
    return v, lv


UNIT_SLOTS = ['A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D']


def fill(t, v):
    t = re.sub(r"\{(\w+~?)\}'s\b", lambda m: v[m.group(1)] + ("'" if v[m.group(1)].endswith('s') else "'s"), t)
    t = re.sub(r"\b([Aa]) \{(\w+~?)\}", lambda m: (m.group(1) + ('n' if needs_an(v[m.group(2)]) else '')) + ' {' + m.group(2) + '}', t)
    t = re.sub(r"\{(\w+~?)\}\.(?!\.)", lambda m: v[m.group(1)] + ('' if v[m.group(1)].endswith('.') else '.'), t)
    t = re.sub(r"\{(\w+~?)\}", lambda m: v[m.group(1)], t)
    return t


def mentions(t, v):
    out = []
    for m in re.finditer(r"\{(\w+)(~?)\}", t):
        k = m.group(1)
        if k in UNIT_SLOTS and v[k] not in out:
            out.append(v[k])
    return out


def path(code, v):
    if code == '0':
        return [None, None, None]
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    m = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'AA': [v['A'], None, None],
         'B': [v['A'], v['B'], None], 'BB': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
         'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']],
         'D': [v['A'], v['B2'], v['D']]}[c]
    if q:
        k = sum(1 for x in m if x is not None)
        m = m[:k] + ['?'] * (3 - k)
    return m


claims, cmarks = [], {}
for i, (tag, spk, code, mark, text) in enumerate(items):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    rid = 'c-%03d' % (i + 1)
    p = path(code, v)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), v['N']),
                   'text': fill(text, v), 'mentions': mentions(text, v), 'belief': dict(zip(lv, p))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': text}
ests, emarks = [], {}
for j, (style, pc, cc, mark, text) in enumerate(notes):
    sc = CHOSEN[j % 20]
    v, lv = draw(sc)
    t = fill(text, v)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * j + k + 1)
        p = path(code, v)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': t,
                     'label': p if p == 'unscored' else dict(zip(lv, p))})
        emarks[rid] = {'mark': mark, 'code': code, 'template': text}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates')
