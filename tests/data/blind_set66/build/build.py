#!/usr/bin/env python3
"""Seeded fill of set 66's hand-written templates (seed 66). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set66_scenarios.json')))
rng = random.Random(66)
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|lA|lB|lCs|lC)\}')
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    rng.shuffle(lows)
    C, C2, C3 = lows[0], lows[1], lows[2]
    D = rng.choice(list(u[lv[2]][B2]))
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D,
         'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    v['lCs'] = v['lC'] + 's'
    return v, lv


def fill(t, v):
    out, pos, mentions = [], 0, []
    for m in SLOT.finditer(t):
        out.append(t[pos:m.start()])
        s = m.group(1); val = v[s]
        rest = t[m.end():]
        if s in UNIT_SLOTS and val not in mentions:
            mentions.append(val)
        if rest.startswith("'s") and val.endswith('s') and not rest[2:3].isalpha():
            out.append(val + "'"); pos = m.end() + 2; continue
        if val.endswith('.') and rest[:1] == '.':  # 'Aether Inc.' ends a sentence: one full stop
            out.append(val); pos = m.end() + 1; continue
        out.append(val); pos = m.end()
    out.append(t[pos:])
    x = ''.join(out)
    # 'a' before a level noun becomes 'an' before a vowel (no level noun of these trees starts with one)
    for s in ('lA', 'lB', 'lC', 'lCs'):
        if v[s][:1] in 'aeiou':
            x = x.replace('a ' + v[s], 'an ' + v[s])
    return x, mentions


def path(code, v):
    if code in ('0', 'u'):
        return None if code == 'u' else [None, None, None]
    q = code.endswith('?')
    c = code.rstrip('?')
    m = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
         'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
         'C3': [v['A'], v['B'], v['C3']], 'D': [v['A'], v['B2'], v['D']], 'BB': [v['A'], v['B'], None],
         'AA': [v['A'], None, None]}[c]
    if q:
        m = [x if x is not None else '?' for x in m]
    return m


def rows(name, n):
    out = []
    for line in open(os.path.join(HERE, name), encoding='utf-8'):
        line = line.rstrip('\n')
        if line:
            out.append(line.split(' ', n))
    return out


items = []
for code, mark, text in rows('real.txt', 2):
    items.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in rows('tags.txt', 3):
    items.append((tag, 'defender', code, mark, text))
for code, text in rows('attacker.txt', 1):
    items.append(('attacker_probe', 'attacker', code, '.', text))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, text) in enumerate(items):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    x, men = fill(text, v)
    p = path(code, v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (v['lC'], v['N']),
                   'text': x, 'mentions': men, 'belief': dict(zip(lv, p))})
    cmarks[rid] = {'code': code, 'mark': mark, 'template': text}
notes = rows('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, text) in enumerate(notes):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    x, _ = fill(text, v)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + k + 1)
        p = path(code, v)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': x,
                     'label': 'unscored' if p is None else dict(zip(lv, p))})
        emarks[rid] = {'code': code, 'mark': mark, 'template': text}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
