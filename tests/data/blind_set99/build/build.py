#!/usr/bin/env python3
"""Builds set 99's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt, notes.txt and
universes.json (written by choose.py). Every value a text asserts is drawn by a seeded generator (seed 99):
per text one scenario (entry number modulo 20 after a seeded shuffle), two top units, two middle siblings under
the first, and the three lowest-level units under the first middle unit."""
import json, os, random, re
B_ = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B_)
U = json.load(open(os.path.join(B_, 'universes.json'), encoding='utf-8'))
CHOSEN = json.load(open(os.path.join(HERE, 'ref', 'set99_scenarios.json')))
rng = random.Random(99)

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
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    cs = list(u[lv[2]][B])
    rng.shuffle(cs)
    C, C2, C3 = cs
    s = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
    for i, x in enumerate('ABC'):
        n = noun(lv[i])
        s['l' + x] = n
        s['l' + x + 's'] = plural(n)
        s['k' + x] = n[0].upper() + n[1:]
    return s, lv

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|[lk][ABC]s?)\}')
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}

def fill(t, s):
    out = SLOT.sub(lambda m: s[m.group(1)], t)
    out = re.sub(r'(Inc)\.\.', r'\1.', out)
    assert '{' not in out and '}' not in out, t
    return out

def mentions(t, s):
    seen = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in UNIT_SLOTS and s[k] not in seen:
            seen.append(s[k])
    return seen

def path(code, s):
    A, A2, B, B2, C, C2, C3 = (s[k] for k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'))
    return {'0': [None, None, None], 'A': [A, None, None], 'A2': [A2, None, None], 'B': [A, B, None],
            'B2': [A, B2, None], 'C': [A, B, C], 'C2': [A, B, C2], 'C3': [A, B, C3],
            'A?': [A, '?', None], 'B?': [A, B, '?']}[code]

def rows(name, ncols):
    out = []
    for ln in open(os.path.join(B_, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncols, (name, ln)
            out.append(parts)
    return out

entries = []
for m, t in rows('real.txt', 2):
    entries.append(('realistic_reply', m, t))
for tag, m, t in rows('tags.txt', 3):
    entries.append((tag, m, t))
for m, t in rows('attacker.txt', 2):
    entries.append(('attacker_probe', m, t))
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, m, t) in enumerate(entries):
    sc = CHOSEN[i % 20]
    s, lv = draw(sc)
    cid = 'c-%03d' % (i + 1)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(m, '0')
    bel = path(code, s)
    attacker = tag == 'attacker_probe'
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if attacker else 'defender',
                   'construction': tag, 'question': None if attacker else 'Where does %s work?' % s['N'],
                   'text': fill(t, s), 'mentions': mentions(t, s), 'belief': dict(zip(lv, bel))})
    marks[cid] = {'mark': m, 'adversarial': m in ('a', 'x'), 'template': t}
notes = rows('notes.txt', 5)
rng.shuffle(notes)
ests = []
for i, (style, adv, pc, cc, t) in enumerate(notes):
    sc = CHOSEN[i % 20]
    s, lv = draw(sc)
    txt = fill(t, s)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, s)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab})
        marks[eid] = {'mark': '%s>%s' % (pc, cc), 'adversarial': adv == '1', 'template': t}
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open('/tmp/blind99/marks.json', 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for k, v in marks.items() if k.startswith('c-') and v['adversarial']), 'adversarial claims',
      sum(1 for k, v in marks.items() if k.startswith('e-') and v['adversarial']) // 2, 'adversarial notes')
