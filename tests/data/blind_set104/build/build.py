#!/usr/bin/env python3
"""Build set 104's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (seed 104), one draw per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
rng = random.Random(104)
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}


def noun(key):
    k = re.sub(r'_(name|code|id)$', '', key)
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(u):
    lv = u['levels']
    t = u['universe']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    B, B2 = rng.sample(list(t[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[lv[2]][B]), 3)
    v = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=u['name'])
    for i, L in enumerate('ABC'):
        v['l' + L] = noun(lv[i])
        v['l' + L + 's'] = plural(noun(lv[i]))
    return v


def fill(tpl, v):
    mentions = []
    for m in SLOT.finditer(tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and v[s] not in mentions:
            mentions.append(v[s])
    return SLOT.sub(lambda m: v[m.group(1)], tpl), mentions


def path(code, v, lv):
    if code == 'null':
        return {k: None for k in lv}
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    top = {'A': v['A'], 'A2': v['A2']}
    if c in ('A', 'A2'):
        vals = [top[c], None, None]
    elif c in ('B', 'B2'):
        vals = [v['A'], v[c], None]
    else:
        vals = [v['A'], v['B'], v[c]]
    if q:
        vals[vals.index(None)] = '?'
    return dict(zip(lv, vals))


def read(name):
    rows, tag = [], None
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln:
            continue
        if ln.startswith('#'):
            tag = ln[1:]
            continue
        mark, text = ln.split('|', 1)
        rows.append((tag, mark, text))
    return rows


items = [('realistic_reply', m, t, 'defender') for _, m, t in read('real.txt')]
items += [(tag, m, t, 'defender') for tag, m, t in read('tags.txt')]
items += [('attacker_probe', m, t, 'attacker') for _, m, t in read('attacker.txt')]
assert len(items) == 300
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, mark, tpl, spk) in enumerate(items):
    u = U[i % 20]
    lv = u['levels']
    v = draw(u)
    text, mentions = fill(tpl, v)
    if mark in 'CBA':
        k = 'CBA'.index(mark)
        vals = [v['A'], v['B'], v['C']][:3 - k] + [None] * k
    else:
        vals = [None, None, None]
    rid = 'c-%03d' % (i + 1)
    marks[rid] = mark
    claims.append({'id': rid, 'scenario': u['scenario'], 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % u['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    ln = ln.rstrip('\n')
    if ln:
        notes.append(ln.split('|', 4))
assert len(notes) == 60
rng.shuffle(notes)
ests, eadv = [], []
for j, (style, pc, cc, adv, tpl) in enumerate(notes):
    u = U[j % 20]
    lv = u['levels']
    v = draw(u)
    text, _ = fill(tpl, v)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * j + k + 1)
        if adv == '1':
            eadv.append(rid)
        ests.append({'id': rid, 'scenario': u['scenario'], 'kind': kind, 'construction': style,
                     'text': text, 'label': path(code, v, lv)})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'marks': marks, 'adversarial_claims': [r for r, m in marks.items() if m == 'a'],
           'adversarial_estimates': eadv}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates,', sum(1 for m in marks.values() if m == 'a'),
      'adversarial claims,', len(eadv) // 2, 'adversarial notes')
