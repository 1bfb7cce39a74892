#!/usr/bin/env python3
"""Seeded fill of set 55's hand-written templates (seed 55). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json. Reads only build/universes.json (written by choose.py) and the templates."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(55)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set55_scenarios.json')))
SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C', 'D']


def noun(key):
    k = re.sub(r'_(name|code)$', '', key)
    return k.replace('_', ' ')


def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') and w[-2:-1] not in 'aeiou' else w + 's'


def slip(name):
    for ch in (' ', '-', '_'):
        if ch in name:
            i = name.index(ch)
            return name[:i] + name[i + 1:]
    s = name.lower() if name != name.lower() else name.capitalize()
    assert s != name
    return s


def pick(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    B = rng.choice(u[lv[1]][A])
    B2 = rng.choice([b for b in u[lv[1]][A] if b != B])
    C = rng.choice(u[lv[2]][B])
    C2, C3 = rng.sample([c for c in u[lv[2]][B] if c != C], 2)
    D = rng.choice(u[lv[2]][B2])
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def path(lv, s, code):
    """code -> list of 3 values."""
    if code in ('0',):
        return [None, None, None]
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    if c == 'BB':
        c = 'B'
    if c == 'AA':
        c = 'A'
    top = {'A': 'A', 'A2': 'A2', 'B': 'A', 'B2': 'A', 'C': 'A', 'C2': 'A', 'C3': 'A', 'D': 'A'}[c]
    mid = {'B': 'B', 'B2': 'B2', 'C': 'B', 'C2': 'B', 'C3': 'B', 'D': 'B2'}.get(c)
    v = [s[top], s[mid] if mid else None, s[c] if c in ('C', 'C2', 'C3', 'D') else None]
    if q:
        v = [x if x is not None else '?' for x in v]
    return v


def fill(text, lv, s, name):
    ln = [noun(k).lower() for k in lv]
    mentions = []
    for m in re.finditer(r'\{([A-D][23]?)~?\}', text):
        e = s[m.group(1)]
        if e not in mentions:
            mentions.append(e)
    t = text.replace('{N}', name)
    for i, L in enumerate('ABC'):
        t = re.sub(r'\ba \{l%s\}' % L, ('an ' if ln[i][0] in 'aeiou' else 'a ') + '{l%s}' % L, t)
        t = t.replace('{l%ss}' % L, plural(ln[i])).replace('{l%s}' % L, ln[i])
    for k in SLOTS:
        t = t.replace('{%s~}' % k, slip(s[k])).replace('{%s}' % k, s[k])
    for v in s.values():
        if v.endswith('.'):
            t = t.replace(v + '.', v)  # no double full stop after a name such as 'Inc.'
        if v.endswith('s'):
            t = t.replace(v + "'s", v + "'")  # 'Ocular Systems'' roadmap, not 'Systems's'
    assert '{' not in t and '}' not in t, t
    return t, mentions


def load(fn, n):
    rows = []
    for line in open(os.path.join(HERE, fn), encoding='utf-8'):
        line = line.rstrip('\n')
        if line:
            p = line.split('|', n - 1)
            assert len(p) == n, line
            rows.append(p)
    return rows


entries = []
for code, mark, text in load('real.txt', 3):
    entries.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in load('tags.txt', 4):
    entries.append((tag, 'defender', code, mark, text))
for code, text in load('attacker.txt', 2):
    entries.append(('attacker_probe', 'attacker', code, '.', text))
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, text) in enumerate(entries):
    sc = CHOSEN[i % 20]
    lv, s = pick(sc)
    name = U[sc]['name']
    t, men = fill(text, lv, s, name)
    vals = path(lv, s, code)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), name),
                   'text': t, 'mentions': men, 'belief': dict(zip(lv, vals))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': text}
notes = load('notes.txt', 5)
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, text) in enumerate(notes):
    sc = CHOSEN[i % 20]
    lv, s = pick(sc)
    t, men = fill(text, lv, s, U[sc]['name'])
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + j + 1)
        v = path(lv, s, code)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': t,
                     'label': v if v == 'unscored' else dict(zip(lv, v))})
        emarks[rid] = {'mark': mark, 'code': code, 'template': text}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
