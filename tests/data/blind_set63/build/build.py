#!/usr/bin/env python3
"""Set 63's seeded fill (seed 63): reads real.txt, tags.txt, attacker.txt, notes.txt and universes.json;
writes ../claims.jsonl, ../estimates.jsonl, claim_marks.json, est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set63_scenarios.json')))
rng = random.Random(63)
SLOT = re.compile(r"\{(N|A2|A|B2|B|C2|C3|C|D|lA|lB|lC|lCs)\}('s)?")
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    D = rng.choice(list(u[lv[2]][B2]))
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D,
         'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2]), 'lCs': noun(lv[2]) + 's'}
    return lv, v


def fill(t, v):
    mentions = []
    def rep(m):
        s, poss = m.group(1), m.group(2)
        val = v[s]
        if s in UNIT_SLOTS and val not in mentions:
            mentions.append(val)
        if poss:
            val = val + ("'" if val.endswith('s') else "'s")
        return val
    out = SLOT.sub(rep, t)
    assert '{' not in out and '}' not in out, out
    return out, mentions


def path(code, lv, v):
    """label for a code: A B C A2 B2 C2 C3 D BB AA 0, with ? forms A? B? A2?"""
    q = code.endswith('?')
    c = code.rstrip('?')
    P = {'0': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
         'B': [v['A'], v['B'], None], 'BB': [v['A'], v['B'], None], 'AA': [v['A'], None, None],
         'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
         'C3': [v['A'], v['B'], v['C3']], 'D': [v['A'], v['B2'], v['D']]}[c]
    P = list(P)
    if q:
        k = P.index(None)
        for j in range(k, 3):
            P[j] = '?'
    return dict(zip(lv, P))


items = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    code, mark, text = ln.rstrip('\n').split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    tag, code, mark, text = ln.rstrip('\n').split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    code, text = ln.rstrip('\n').split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, '.', text))
assert len(items) == 300
rng.shuffle(items)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, t) in enumerate(items):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (v['lC'], v['N'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': path(code, lv, v)})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': t}

notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    style, pc, cc, mark, text = ln.rstrip('\n').split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for kind, code in (('prior', pc), ('current', cc)):
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': 'unscored' if code == 'u' else path(code, lv, v)})
        emarks[rid] = {'mark': mark, 'code': code, 'template': t}

with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
