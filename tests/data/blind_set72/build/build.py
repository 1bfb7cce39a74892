#!/usr/bin/env python3
"""Seeded fill of set 72's hand-written templates (seed 72): one drawn path per text.
Reads build/universes.json (written by choose.py), real.txt, tags.txt, attacker.txt, notes.txt;
writes ../claims.jsonl, ../estimates.jsonl, claim_marks.json, est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set72_scenarios.json')))
rng = random.Random(72)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def poss(x):
    return x + "'" if x.endswith('s') else x + "'s"

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    D = rng.choice(list(u[lv[2]][B2]))
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}

def values(code, p):
    if code in ('.', '0'):
        return [None, None, None]
    q = code.endswith('?')
    base = code.rstrip('?')
    m = {'A': [p['A'], None, None], 'B': [p['A'], p['B'], None], 'C': [p['A'], p['B'], p['C']],
         'A2': [p['A2'], None, None], 'B2': [p['A'], p['B2'], None], 'C2': [p['A'], p['B'], p['C2']],
         'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']],
         'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None]}[base]
    if q:
        m = [v if v is not None else '?' for v in m]
    return m

SLOT = re.compile(r"\{(N|A2|B2|C2|C3|A|B|C|D|lAs|lBs|lCs|lA|lB|lC)\}('s)?")
ART = re.compile(r"\b(a|an|the|A|An|The) \{(A2?|B2?|C[23]?|D)\}")

def fill(t, sc, lv, p):
    assert not ART.search(t), t
    name = U[sc]['name']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    for k in list(nouns):
        nouns[k + 's'] = plural(nouns[k])
    for m in re.finditer(r"\ban? \{(l[BC])\}", t):
        assert nouns[m.group(1)][0] not in 'aeiou', (t, nouns)
    mentions = []
    def rep(m):
        s, ps = m.group(1), m.group(2)
        if s == 'N':
            v = name
        elif s.startswith('l'):
            v = nouns[s]
        else:
            v = p[s]
            if v not in mentions:
                mentions.append(v)
        return poss(v) if ps else v
    out = SLOT.sub(rep, t)
    assert '{' not in out and '}' not in out, out
    return out, mentions

def rows(fn, n):
    out = []
    for ln in open(os.path.join(HERE, fn), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            out.append(ln.split(' ', n))
    return out

entries = []
for code, mark, text in rows('real.txt', 2):
    entries.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in rows('tags.txt', 3):
    entries.append((tag, 'defender', code, mark, text))
for code, text in rows('attacker.txt', 1):
    entries.append(('attacker_probe', 'attacker', code, 'c' if code != '.' else '.', text))
assert len(entries) == 300, len(entries)
rng.shuffle(entries)
claims, cmarks = [], []
for i, (tag, spk, code, mark, text) in enumerate(entries):
    sc = SCEN[i % 20]
    lv, p = draw(sc)
    out, men = fill(text, sc, lv, p)
    vals = values(code, p)
    rid = 'c-%03d' % (i + 1)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': out,
                   'mentions': men, 'belief': dict(zip(lv, vals))})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': text, 'path': p})
notes = rows('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], []
for k, (style, pc, cc, mark, text) in enumerate(notes):
    sc = SCEN[k % 20]
    lv, p = draw(sc)
    out, men = fill(text, sc, lv, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, values(code, p)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': out, 'label': lab})
        emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': text, 'path': p})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
