#!/usr/bin/env python3
"""Set 76's seeded fill (seed 76). Reads the templates in this folder and build/universes.json (written by
choose.py), draws one path per text, fills the slots, and writes claims.jsonl and estimates.jsonl one level up,
plus claim_marks.json and est_marks.json (each record's code, mark, template and drawn path) here."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
SEED = 76
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set76_scenarios.json')))
rng = random.Random(SEED)
SLOTS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C', 'D']


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def poss(name):
    return name + "'" if name.endswith('s') else name + "'s"


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
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def path(code, p):
    """label values (3 levels) for a code."""
    q = code.endswith('?')
    c = code.rstrip('?')
    table = {'C': [p['A'], p['B'], p['C']], 'C2': [p['A'], p['B'], p['C2']], 'C3': [p['A'], p['B'], p['C3']],
             'D': [p['A'], p['B2'], p['D']], 'B': [p['A'], p['B'], None], 'B2': [p['A'], p['B2'], None],
             'A': [p['A'], None, None], 'A2': [p['A2'], None, None], 'BB': [p['A'], p['B'], None],
             'AA': [p['A'], None, None], '0': [None, None, None]}
    v = list(table[c])
    if q:
        k = v.index(None)
        v = v[:k] + ['?'] * (3 - k)
    return v


def fill(tpl, sc, lv, p):
    name = U[sc]['name']
    nouns = [noun(k) for k in lv]
    # articles: none before a unit slot, none before the top-level noun; "a" only before consonant nouns
    assert not re.search(r'(?i)\b(the|a|an)\s+\{(A2?|B2?|C[23]?|D)\}', tpl), tpl
    assert not re.search(r'(?i)\b(a|an)\s+\{lAs?\}', tpl), tpl
    for m in re.finditer(r'(?i)\b(a|an)\s+\{l([BC])s?\}', tpl):
        n = nouns['ABC'.index(m.group(2))]
        assert (m.group(1).lower() == 'a') == (n[0] not in 'aeiou'), (tpl, n)
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C|D)\}', tpl):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    s = tpl
    for i, L in enumerate('ABC'):
        s = s.replace('{l%ss}' % L, plural(nouns[i])).replace('{l%s}' % L, nouns[i])
    s = s.replace("{N}'s", poss(name)).replace('{N}', name)
    for k in SLOTS:
        s = s.replace('{%s}\'s' % k, poss(p[k]))
        v = p[k]
        if v.endswith('.'):
            s = s.replace('{%s}.' % k, v)
        s = s.replace('{%s}' % k, v)
    assert '{' not in s and '}' not in s, s
    assert '..' not in s, s
    return s, mentions, nouns


def lines(fn):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, fn), encoding='utf-8') if l.strip()]


claims_t = []
for l in lines('real.txt'):
    code, mark, text = l.split(' ', 2)
    claims_t.append(('realistic_reply', 'defender', code, mark, text))
for l in lines('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    claims_t.append((tag, 'defender', code, mark, text))
for l in lines('attacker.txt'):
    code, text = l.split(' ', 1)
    claims_t.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
assert len(claims_t) == 300
rng.shuffle(claims_t)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(claims_t):
    sc = SCEN[i % 20]
    lv, p = draw(sc)
    text, mentions, nouns = fill(tpl, sc, lv, p)
    vals = path(code, p)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (nouns[2], U[sc]['name'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    cmarks[rid] = {'code': code, 'mark': mark, 'template': tpl, 'path': p}

notes_t = []
for l in lines('notes.txt'):
    style, pc, cc, mark, text = l.split(' ', 4)
    notes_t.append((style, pc, cc, mark, text))
assert len(notes_t) == 60
rng.shuffle(notes_t)
ests, emarks = [], {}
for i, (style, pc, cc, mark, tpl) in enumerate(notes_t):
    sc = SCEN[i % 20]
    lv, p = draw(sc)
    text, mentions, nouns = fill(tpl, sc, lv, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, p)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks[rid] = {'code': code, 'mark': mark, 'template': tpl, 'path': p, 'names': mentions}

with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print('claims', len(claims), 'estimates', len(ests))
