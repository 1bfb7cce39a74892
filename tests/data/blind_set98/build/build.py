#!/usr/bin/env python3
"""Builds set 98's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (seed 98), one path per text."""
import json, os, random, re
B_ = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B_)
U = json.load(open(os.path.join(B_, 'universes.json')))
CHOSEN = json.load(open(os.path.join(HERE, 'ref', 'set98_scenarios.json')))
rng = random.Random(98)


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def lines(name):
    out = []
    for ln in open(os.path.join(B_, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip() and not ln.startswith('#'):
            out.append(ln.split('|'))
    return out


items = []
for mark, text in lines('real.txt'):
    items.append(('realistic_reply', mark, text))
for tag, mark, text in lines('tags.txt'):
    items.append((tag, mark, text))
for mark, text in lines('attacker.txt'):
    items.append(('attacker_probe', mark, text))
assert len(items) == 300, len(items)
notes = [tuple(x) for x in lines('notes.txt')]
assert len(notes) == 60, len(notes)
rng.shuffle(items)
rng.shuffle(notes)

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')


def draw(sc):
    u = U[sc]['universe']
    L = list(u)
    A, A2 = rng.sample(u[L[0]], 2)
    B, B2 = rng.sample(u[L[1]][A], 2)
    C, C2, C3 = rng.sample(u[L[2]][B], 3)
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
    for k, key in zip('ABC', L):
        v['l' + k] = noun(key)
        v['l' + k + 's'] = plural(noun(key))
    return L, v


def fill(text, v):
    return SLOT.sub(lambda m: v[m.group(1)], text)


def mentions(text, v):
    out = []
    for m in SLOT.finditer(text):
        s = m.group(1)
        if s[0] in 'ABC' and v[s] not in out:
            out.append(v[s])
    return out


def path(code, v):
    if code == 'U':
        return 'unscored'
    return {'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'A': [v['A'], None, None],
            'A2': [v['A2'], None, None], 'B?': [v['A'], v['B'], '?'], 'A?': [v['A'], '?', None],
            '0': [None, None, None]}[code]


claims, marks, adv = [], {}, []
for i, (tag, mark, text) in enumerate(items):
    sc = CHOSEN[i % 20]
    L, v = draw(sc)
    cid = 'c-%03d' % (i + 1)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, '0')
    p = path(code, v)
    att = tag == 'attacker_probe'
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': fill(text, v),
                   'mentions': mentions(text, v), 'belief': dict(zip(L, p))})
    marks[cid] = mark
    if mark in ('a', 'x'):
        adv.append(cid)
ests, eadv, nmeta = [], [], {}
for i, (style, a, prior, current, text) in enumerate(notes):
    sc = CHOSEN[i % 20]
    L, v = draw(sc)
    t = fill(text, v)
    for j, (kind, code) in enumerate((('prior', prior), ('current', current))):
        eid = 'e-%03d' % (2 * i + 1 + j)
        p = path(code, v)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': t,
                     'label': p if p == 'unscored' else dict(zip(L, p))})
        if a == '1':
            eadv.append(eid)
    nmeta['e-%03d' % (2 * i + 1)] = {'style': style, 'adv': a, 'prior': prior, 'current': current}
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
os.makedirs('/tmp/blind98', exist_ok=True)
json.dump({'marks': marks, 'adv': adv, 'eadv': eadv, 'notes': nmeta},
          open('/tmp/blind98/marks.json', 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates;', len(adv), 'adversarial claims,', len(eadv) // 2, 'adversarial notes')
