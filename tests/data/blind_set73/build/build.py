#!/usr/bin/env python3
"""Seeded fill of set 73's hand-written templates (seed 73). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
rng = random.Random(73)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set73_scenarios.json')))
assert list(U) == CHOSEN
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|lAs|lBs|lCs|lA|lB|lC)\}')
UNIT = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    bs = list(u[lv[1]][A])
    B, B2 = rng.sample(bs, 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    D = rng.choice(list(u[lv[2]][B2]))
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def path(code, p):
    c = code.rstrip('?')
    q = code.endswith('?')
    if c in ('0', '.'):
        v = [None, None, None]
    elif c == 'A' or c == 'AA':
        v = [p['A'], None, None]
    elif c == 'A2':
        v = [p['A2'], None, None]
    elif c == 'B' or c == 'BB':
        v = [p['A'], p['B'], None]
    elif c == 'B2':
        v = [p['A'], p['B2'], None]
    elif c in ('C', 'C2', 'C3'):
        v = [p['A'], p['B'], p[c]]
    elif c == 'D':
        v = [p['A'], p['B2'], p['D']]
    else:
        raise ValueError(code)
    if q:
        v = [x if x is not None else '?' for x in v]
    return v


def fill(tpl, sc, lv, p):
    assert not re.search(r'\b(a|an|the|A|An|The)\s+\{(A2?|B2?|C[23]?|D)\}', tpl), tpl
    for m in re.finditer(r'\ba\s+\{l([ABC])s?\}', tpl):
        assert noun(lv['ABC'.index(m.group(1))])[0] not in 'aeiou', tpl
    name = U[sc]['name']
    vals = {'N': name}
    for i, L in enumerate('ABC'):
        vals['l' + L] = noun(lv[i])
        vals['l' + L + 's'] = plural(noun(lv[i]))
    vals.update(p)
    mentions = []
    for m in SLOT.finditer(tpl):
        if m.group(1) in UNIT and p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])

    def rep(m):
        v = vals[m.group(1)]
        if m.group(2):
            return v + ("'" if v.endswith('s') else "'s")
        return v
    text = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C|D|lAs|lBs|lCs|lA|lB|lC)\}('s)?", rep, tpl)
    assert '{' not in text and '}' not in text, text
    return text, mentions


def lines(fn):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, fn)) if l.strip()]


items = []
for l in lines('real.txt'):
    code, mark, tpl = l.split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, tpl))
for l in lines('tags.txt'):
    tag, code, mark, tpl = l.split(' ', 3)
    items.append((tag, 'defender', code, mark, tpl))
for l in lines('attacker.txt'):
    code, tpl = l.split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', tpl))
assert len(items) == 300
rng.shuffle(items)
claims, cmarks = [], []
for i, (tag, spk, code, mark, tpl) in enumerate(items):
    sc = CHOSEN[i % 20]
    lv, p = draw(sc)
    text, mentions = fill(tpl, sc, lv, p)
    v = path(code, p)
    rid = 'c-%03d' % (i + 1)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': dict(zip(lv, v))})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tpl, 'path': p})
notes = []
for l in lines('notes.txt'):
    style, pc, cc, mark, tpl = l.split(' ', 4)
    notes.append((style, pc, cc, mark, tpl))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], []
for i, (style, pc, cc, mark, tpl) in enumerate(notes):
    sc = CHOSEN[i % 20]
    lv, p = draw(sc)
    text, mentions = fill(tpl, sc, lv, p)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + k + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, p)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tpl, 'path': p})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
