#!/usr/bin/env python3
"""Set 68's seeded fill (seed 68). Reads real.txt, tags.txt, attacker.txt, notes.txt and universes.json;
writes ../claims.jsonl, ../estimates.jsonl, claim_marks.json, est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set68_scenarios.json')))
rng = random.Random(68)
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D']
UNIT_SLOTS = SLOTS[1:]


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def draw(sid):
    u = U[sid]
    L = u['levels']
    T = u['universe']
    tops = list(T[L[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(T[L[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(T[L[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    D = rng.choice(list(T[L[2]][B2]))
    for x in (A, A2, B, B2, C, C2, C3, D):
        assert not x.endswith('.'), x
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


PATH = {'A': ('A',), 'A2': ('A2',), 'B': ('A', 'B'), 'B2': ('A', 'B2'), 'C': ('A', 'B', 'C'),
        'C2': ('A', 'B', 'C2'), 'C3': ('A', 'B', 'C3'), 'D': ('A', 'B2', 'D'), 'BB': ('A', 'B'), 'AA': ('A',)}


def values(code, v):
    """code -> list of 3 values (entity / None / '?')."""
    if code == '0':
        return [None, None, None]
    q = code.endswith('?')
    base = code[:-1] if q else code
    vals = [v[s] for s in PATH[base]]
    while len(vals) < 3:
        vals.append('?' if q else None)
    return vals


def poss(name):
    return name + "'" if name.endswith('s') else name + "'s"


def fill(tpl, v, sid):
    L = U[sid]['levels']
    nouns = {'lA': noun(L[0]), 'lB': noun(L[1]), 'lC': noun(L[2])}
    nouns.update({k + 's': n + 's' for k, n in nouns.items()})
    mentions = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and v[s] not in mentions:
            mentions.append(v[s])
    def rep_poss(m):
        s = m.group(1)
        return poss(v[s]) if s in v else m.group(0)
    t = re.sub(r"\{(\w+)\}'s\b", rep_poss, tpl)
    t = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)] if m.group(1) in v else nouns[m.group(1)], t)
    # no level noun of these trees starts with a vowel, so "a {lC}" in a template needs no "an"
    assert not any(n[0] in 'aeiou' for n in nouns.values()), nouns
    assert '{' not in t and '}' not in t, t
    return t, mentions


items = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    code, mark, text = ln.rstrip('\n').split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    tag, code, mark, text = ln.rstrip('\n').split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    code, text = ln.rstrip('\n').split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
for it in items:
    assert it[3] in 'ca.', it
    assert (it[2] == '0') == (it[3] != 'c'), it
rng.shuffle(items)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(items):
    sid = SCEN[i % 20]
    v = draw(sid)
    text, mentions = fill(tpl, v, sid)
    L = U[sid]['levels']
    vals = values(code, v)
    rid = 'c-%03d' % (i + 1)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(L[2]), v['N'])
    claims.append({'id': rid, 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': dict(zip(L, vals))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': tpl}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    style, pc, cc, mark, text = ln.rstrip('\n').split(' ', 4)
    assert mark in 'a.'
    notes.append((style, pc, cc, mark, text))
rng.shuffle(notes)
ests, emarks = [], {}
for k, (style, pc, cc, mark, tpl) in enumerate(notes):
    sid = SCEN[k % 20]
    v = draw(sid)
    text, _ = fill(tpl, v, sid)
    L = U[sid]['levels']
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if code == 'u' else dict(zip(L, values(code, v)))
        ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks[rid] = {'mark': mark, 'code': code, 'template': tpl}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
