#!/usr/bin/env python3
"""Seeded fill of set 85's hand-written templates (seed 85). Writes claims.jsonl, estimates.jsonl,
build/claim_marks.json and build/est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set85_scenarios.json')))
SLOT = r'(A2|B2|C2|C3|A|B|C|D)'


def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip() and not ln.startswith('#'):
            out.append(ln)
    return out


items = []  # (construction, speaker, code, mark, template)
for ln in lines('real.txt'):
    code, mark, text = ln.split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for ln in lines('tags.txt'):
    tag, code, mark, text = ln.split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for ln in lines('attacker.txt'):
    code, text = ln.split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
notes = []
for ln in lines('notes.txt'):
    style, pc, cc, mark, text = ln.split(' ', 4)
    notes.append((style, pc, cc, mark, text))

rng = random.Random(85)


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sc):
    v = U[sc]; u = v['universe']; lv = v['levels']
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
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def path(code, p):
    q = code.endswith('?')
    c = code.rstrip('?')
    if c == '0':
        return [None, None, None]
    m = {'A': [p['A'], None, None], 'A2': [p['A2'], None, None], 'B': [p['A'], p['B'], None],
         'B2': [p['A'], p['B2'], None], 'C': [p['A'], p['B'], p['C']], 'C2': [p['A'], p['B'], p['C2']],
         'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']], 'BB': [p['A'], p['B'], None],
         'AA': [p['A'], None, None]}[c]
    if q:
        k = sum(1 for x in m if x is not None)
        m = m[:k] + ['?'] * (3 - k)
    return m


def fill(t, sc, p):
    v = U[sc]; lv = v['levels']
    nouns = [noun(k) for k in lv]
    assert not re.search(r'\b(a|an|the|A|An|The)\s+\{%s\}' % SLOT, t), t
    assert not re.search(r'\b(a|an|A|An)\s+\{lA', t), t
    for i, L in enumerate('ABC'):
        if re.search(r'\b(a|A)\s+\{l%s\}' % L, t):
            assert nouns[i][0] not in 'aeiou', (t, nouns[i])
        assert not re.search(r'\b(an|An)\s+\{l%s' % L, t), t
    mentions = []
    for m in re.finditer(r'\{%s\}' % SLOT, t):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    def poss(m):
        name = p[m.group(1)]
        return name + ("'" if name.endswith('s') else "'s")
    s = re.sub(r"\{%s\}'s" % SLOT, poss, t)
    s = re.sub(r'\{%s\}' % SLOT, lambda m: p[m.group(1)], s)
    name = v['name']
    s = s.replace("{N}'s", name + ("'" if name.endswith('s') else "'s")).replace('{N}', name)
    for i, L in enumerate('ABC'):
        s = s.replace('{l%ss}' % L, plural(nouns[i])).replace('{l%s}' % L, nouns[i])
    s = s.replace('..', '.')
    assert '{' not in s and '}' not in s, s
    return s, mentions


rng.shuffle(items)
claims, cmarks = [], []
for i, (con, spk, code, mark, t) in enumerate(items):
    sc = CHOSEN[i % 20]
    lv = U[sc]['levels']
    p = draw(sc)
    text, mentions = fill(t, sc, p)
    vals = path(code, p)
    assert '?' not in vals
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': con,
                   'question': ('Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    cmarks.append({'id': rid, 'construction': con, 'code': code, 'mark': mark, 'template': t, 'path': p})
rng.shuffle(notes)
ests, emarks = [], []
for k, (style, pc, cc, mark, t) in enumerate(notes):
    sc = CHOSEN[k % 20]
    lv = U[sc]['levels']
    p = draw(sc)
    text, mentions = fill(t, sc, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, p)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks.append({'id': rid, 'construction': style, 'kind': kind, 'code': code, 'mark': mark,
                       'template': t, 'path': p, 'mentions': mentions})
assert len({c['text'] for c in claims}) == len(claims)
assert len({e['text'] for e in ests}) == len(notes)
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates')
