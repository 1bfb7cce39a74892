#!/usr/bin/env python3
"""Seeded fill of set 71's hand-written templates (seed 71). One path per text, drawn from the text's own tree."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(71)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set71_scenarios.json')))
assert list(U) == CHOSEN


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
            break
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def draw(sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    assert len(mids) >= 2
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    assert len(lows) >= 3
    C, C2, C3 = rng.sample(lows, 3)
    D = rng.choice(list(u[lv[2]][B2]))
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def poss(name):
    return name + "'" if name.endswith('s') else name + "'s"


def fill(tpl, sc, slots):
    lv, u = tree(sc)
    N = U[sc]['name']
    nouns = [noun(k) for k in lv]
    # "a" before a level noun: only middle/lowest nouns, never vowel-initial
    for m in re.finditer(r'\ba \{l([ABC])\}', tpl):
        assert m.group(1) in 'BC', tpl
        assert nouns['ABC'.index(m.group(1))][0] not in 'aeiou', (tpl, nouns)
    assert not re.search(r'\b(a|an|the|A|An|The) \{(A2?|B2?|C[23]?|D)\}', tpl), tpl
    assert not re.search(r'\b(a|an) \{lA', tpl), tpl
    mentions = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C|D)\}', tpl):
        if slots[m.group(1)] not in mentions:
            mentions.append(slots[m.group(1)])
    vals = dict(slots)
    vals['N'] = N
    for i, L in enumerate('ABC'):
        vals['l' + L] = nouns[i]
        vals['l' + L + 's'] = plural(nouns[i])

    def rep(m):
        key, pos = m.group(1), m.group(2)
        v = vals[key]
        if pos:
            return poss(v)
        return v
    txt = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C|D|l[ABC]s?)\}('s)?", rep, tpl)
    # a unit name ending in a full stop swallows a following full stop
    for name in [v for k, v in slots.items() if v.endswith('.')]:
        txt = txt.replace(name + '.', name)
    assert '{' not in txt and '}' not in txt, txt
    return txt, mentions


def path(code, slots, sc):
    lv, u = tree(sc)
    s = slots
    q = code.endswith('?')
    c = code.rstrip('?')
    table = {'0': [None, None, None], '.': [None, None, None],
             'A': [s['A'], None, None], 'A2': [s['A2'], None, None],
             'B': [s['A'], s['B'], None], 'B2': [s['A'], s['B2'], None],
             'C': [s['A'], s['B'], s['C']], 'C2': [s['A'], s['B'], s['C2']], 'C3': [s['A'], s['B'], s['C3']],
             'D': [s['A'], s['B2'], s['D']], 'BB': [s['A'], s['B'], None], 'AA': [s['A'], None, None]}
    v = list(table[c])
    if q:
        k = v.index(None)
        for j in range(k, 3):
            v[j] = '?'
    return dict(zip(lv, v))


items = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
    code, mark, text = ln.split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8').read().splitlines():
    tag, code, mark, text = ln.split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8').read().splitlines():
    code, text = ln.split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, 'c' if code not in ('.', '0') else '.', text))
assert len(items) == 300
rng.shuffle(items)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(items):
    sc = CHOSEN[i % 20]
    slots = draw(sc)
    txt, men = fill(tpl, sc, slots)
    lv, u = tree(sc)
    rid = 'c-%03d' % (i + 1)
    belief = path(code, slots, sc)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': txt, 'mentions': men, 'belief': belief})
    cmarks[rid] = {'code': code, 'mark': mark, 'template': tpl, 'path': slots}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8').read().splitlines():
    style, pc, cc, mark, text = ln.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, tpl) in enumerate(notes):
    sc = CHOSEN[i % 20]
    slots = draw(sc)
    txt, men = fill(tpl, sc, slots)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + k + 1)
        lab = 'unscored' if code == 'u' else path(code, slots, sc)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab})
        emarks[rid] = {'code': code, 'mark': mark, 'template': tpl, 'path': slots}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims', len(ests), 'estimates')
