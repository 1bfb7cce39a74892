#!/usr/bin/env python3
"""Set 79's seeded fill: one drawn path per text (seed 79), claims and notes written to the set folder."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
rng = random.Random(79)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set79_scenarios.json')))
SLOTS = ['A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D']


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
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    D = rng.choice(list(u[lv[2]][B2]))
    return dict(A=A, B=B, C=C, A2=A2, B2=B2, C2=C2, C3=C3, D=D)


def fill(tmpl, sc, p):
    lv = U[sc]['levels']
    name = U[sc]['name']
    assert not re.search(r'\b[Aa]n? \{(lA|A2?|B2?|C[23]?|D)\b', tmpl), tmpl
    for k in ('lB', 'lC'):
        if re.search(r'\b[Aa] \{%s\}' % k, tmpl):
            assert noun(lv['BC'.index(k[1]) + 1])[0] not in 'aeiou', (tmpl, lv)
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    mentions = []
    def rep(m):
        s, ap = m.group(1), m.group(2)
        if s == 'N':
            v = name
        elif s in nouns:
            v = nouns[s]
        elif s in ('lAs', 'lBs', 'lCs'):
            v = plural(nouns[s[:2]])
        else:
            v = p[s]
            if v not in mentions:
                mentions.append(v)
        return poss(v) if ap else v
    t = re.sub(r"\{(N|lAs|lBs|lCs|lA|lB|lC|A2|B2|C2|C3|A|B|C|D)\}('s)?", rep, tmpl)
    t = t.replace('Inc..', 'Inc.')
    assert '{' not in t and '}' not in t, t
    return t, mentions


def path_of(code, p):
    base = code.rstrip('?')
    q = code.endswith('?')
    m = {'0': [None, None, None], 'A': [p['A'], None, None], 'B': [p['A'], p['B'], None],
         'C': [p['A'], p['B'], p['C']], 'A2': [p['A2'], None, None], 'B2': [p['A'], p['B2'], None],
         'C2': [p['A'], p['B'], p['C2']], 'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']],
         'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None]}[base]
    if q:
        m = [x if x is not None else '?' for x in m]
    return m


def lines(fn):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, fn), encoding='utf-8') if l.strip()]


items = []
for l in lines('real.txt'):
    code, mark, text = l.split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for l in lines('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for l in lines('attacker.txt'):
    code, text = l.split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
assert len(items) == 300
order = list(range(300))
rng.shuffle(order)
claims, cmarks = [], []
for i, k in enumerate(order):
    tag, spk, code, mark, tmpl = items[k]
    sc = SCEN[i % 20]
    p = draw(sc)
    text, ment = fill(tmpl, sc, p)
    lv = U[sc]['levels']
    vals = path_of(code, p)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tmpl, 'path': p})
notes = [l.split(' ', 4) for l in lines('notes.txt')]
assert len(notes) == 60
norder = list(range(60))
rng.shuffle(norder)
ests, emarks = [], []
for i, k in enumerate(norder):
    style, pc, cc, mark, tmpl = notes[k]
    sc = SCEN[i % 20]
    p = draw(sc)
    text, ment = fill(tmpl, sc, p)
    lv = U[sc]['levels']
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path_of(code, p)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tmpl, 'path': p, 'mentions': ment})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates')
