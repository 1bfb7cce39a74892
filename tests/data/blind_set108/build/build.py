#!/usr/bin/env python3
"""Builds set 108's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (random.Random(108)): one draw per text, from the
universe of the scenario the text is assigned to (entry number modulo 20, after the seeded shuffle)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json'), encoding='utf-8'))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set108_scenarios.json')))
rng = random.Random(108)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    if n.endswith('y'):
        return n[:-1] + 'ies'
    return n + 's'

def read(name, ncols):
    out = []
    for line in open(os.path.join(HERE, name), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        parts = line.split('\t')
        assert len(parts) == ncols, (name, line)
        out.append(parts)
    return out

entries = []
for mark, t in read('real.txt', 2):
    entries.append(('realistic_reply', mark, t, 'defender'))
for tag, mark, t in read('tags.txt', 3):
    entries.append((tag, mark, t, 'defender'))
for mark, t in read('attacker.txt', 2):
    entries.append(('attacker_probe', mark, t, 'attacker'))
assert len(entries) == 300
notes = read('notes.txt', 5)
assert len(notes) == 60
rng.shuffle(entries)
rng.shuffle(notes)

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}

def draw(sc):
    u = U[sc]
    lv = u['levels']
    uni = u['universe']
    A, A2 = rng.sample(uni[lv[0]], 2)
    B, B2 = rng.sample(uni[lv[1]][A], 2)
    C, C2, C3 = rng.sample(uni[lv[2]][B], 3)
    v = {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
    for i, k in enumerate('ABC'):
        v['l' + k] = noun(lv[i])
        v['l' + k + 's'] = plural(noun(lv[i]))
    return lv, uni, v

def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t)
    out = out.replace('..', '.')  # a unit name ending in a full stop before a full stop (none in set 108's trees)
    assert not re.search(r'\{[A-Za-z0-9]+\}', out), out
    return out

def mentions(t, v):
    ms = []
    for m in SLOT.finditer(t):
        s = m.group(1)
        if s in UNIT_SLOTS and v[s] not in ms:
            ms.append(v[s])
    return ms

def path(tok, lv, v, uni):
    if tok == 'null':
        return {l: None for l in lv}
    if tok == 'unscored':
        return 'unscored'
    q = tok.endswith('?')
    tok = tok.rstrip('?')
    vals = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']]}[tok]
    if q:
        k = sum(1 for x in vals if x is not None)
        vals[k] = '?'
    return dict(zip(lv, vals))

claims, marks = [], {}
for i, (tag, mark, t, spk) in enumerate(entries):
    sc = SCEN[i % 20]
    lv, uni, v = draw(sc)
    cid = 'c-%03d' % (i + 1)
    tok = {'C': 'C', 'B': 'B', 'A': 'A', 'X': 'null', '0': 'null', 'P': 'null'}[mark]
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': fill(t, v), 'mentions': mentions(t, v), 'belief': path(tok, lv, v, uni)})
    marks[cid] = {'mark': mark, 'template': t, 'tag': tag}
ests = []
n = 0
for i, (style, adv, pri, cur, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, uni, v = draw(sc)
    text = fill(t, v)
    for kind, tok in (('prior', pri), ('current', cur)):
        n += 1
        eid = 'e-%03d' % n
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(tok, lv, v, uni)})
        marks[eid] = {'adversarial': adv == '1', 'template': t, 'tag': style, 'token': tok}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates;',
      sum(1 for c in claims if marks[c['id']]['mark'] == 'X'), 'adversarial claims,',
      sum(1 for k, m in marks.items() if k.startswith('e-') and m['adversarial']) // 2, 'adversarial notes')
