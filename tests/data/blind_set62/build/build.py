#!/usr/bin/env python3
"""Seeded fill of set 62's templates (seed 62). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 62
uni = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(ROOT, 'ref', 'set62_scenarios.json')))
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C', 'D']


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def draw(rng, u):
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    D = rng.choice(list(u[lv[2]][B2]))
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def path(code, p):
    """code -> [top, middle, lowest] (entities, None or '?')."""
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    table = {'0': [None, None, None], 'A': [p['A'], None, None], 'A2': [p['A2'], None, None],
             'B': [p['A'], p['B'], None], 'B2': [p['A'], p['B2'], None],
             'C': [p['A'], p['B'], p['C']], 'C2': [p['A'], p['B'], p['C2']], 'C3': [p['A'], p['B'], p['C3']],
             'D': [p['A'], p['B2'], p['D']], 'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None]}
    v = list(table[c])
    if q:
        k = max(i for i, x in enumerate(v) if x is not None)
        for i in range(k + 1, 3):
            v[i] = '?'
    return v


def fill(tpl, p, name, levels):
    vals = dict(p)
    vals['N'] = name
    ln = [noun(k) for k in levels]
    vals.update({'lA': ln[0], 'lB': ln[1], 'lC': ln[2], 'lCs': ln[2] + 's'})

    def sub(m):
        v = vals[m.group(1)]
        if m.group(2):
            return v + ("'" if v.endswith('s') else "'s")
        return v
    out = re.sub(r"\{(A2|A|B2|B|C2|C3|C|D|N|lA|lB|lCs|lC)\}('s)?", sub, tpl)
    if re.search(r'\{\w+\}', out):
        raise SystemExit('unfilled slot: ' + out)
    mentions = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C|D)\}', tpl):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    return out, mentions


def ancestors_ok(v, mentions, u):
    lv = list(u)
    parent = {}
    for pa, kids in u[lv[1]].items():
        for k in kids:
            parent[k] = pa
    for pa, kids in u[lv[2]].items():
        for k in kids:
            parent[k] = pa
    for x in v:
        if x in (None, '?') or x in mentions:
            continue
        ok = False
        for m in mentions:
            cur = m
            while cur in parent:
                cur = parent[cur]
                if cur == x:
                    ok = True
        if not ok:
            raise SystemExit('committed value %r neither mentioned nor a parent of a mention' % x)


entries = []
for line in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    code, mark, text = line.rstrip('\n').split(' ', 2)
    entries.append(('realistic_reply', 'defender', code, mark, text))
for line in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    tag, code, mark, text = line.rstrip('\n').split(' ', 3)
    entries.append((tag, 'defender', code, mark, text))
for line in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    code, text = line.rstrip('\n').split(' ', 1)
    entries.append(('attacker_probe', 'attacker', code, '.', text))
assert len(entries) == 300, len(entries)
rng = random.Random(SEED)
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(entries):
    sc = scen[i % 20]
    u = uni[sc]['universe']
    levels = list(u)
    p = draw(rng, u)
    text, mentions = fill(tpl, p, uni[sc]['name'], levels)
    v = path(code, p)
    ancestors_ok(v, mentions, u)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (noun(levels[2]), uni[sc]['name'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(levels, v))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': tpl}
notes = []
for line in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    style, pc, cc, mark, text = line.rstrip('\n').split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for k, (style, pc, cc, mark, tpl) in enumerate(notes):
    sc = scen[k % 20]
    u = uni[sc]['universe']
    levels = list(u)
    p = draw(rng, u)
    text, _ = fill(tpl, p, uni[sc]['name'], levels)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + 1 + j)
        v = path(code, p)
        lab = v if v == 'unscored' else dict(zip(levels, v))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks[rid] = {'mark': mark, 'code': code, 'template': tpl}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims;', len(ests), 'estimates')
