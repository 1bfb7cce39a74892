#!/usr/bin/env python3
"""Set 88's seeded generator (seed 88). Reads universes.json (written by choose.py), real.txt, tags.txt,
attacker.txt and notes.txt; writes ../claims.jsonl and ../estimates.jsonl and /tmp/blind88/marks.json.
Each text is used once; for each text the generator draws, in its assigned scenario, two top units (A, A2),
two middle units under A (B, B2) and three lowest-level units under B (C, C2, C3)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set88_scenarios.json')))
rng = random.Random(88)

def noun(k):
    k = re.sub(r'_(name|code|id)$', '', k)
    return k.replace('_', ' ').lower()

def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln)
    return out

entries = []  # (kind, tag, speaker, mark, code, text)
for ln in lines('real.txt'):
    m, c, t = ln.split('|', 2)
    entries.append(('claim', 'realistic_reply', 'defender', m, c, t))
for ln in lines('tags.txt'):
    tg, m, c, t = ln.split('|', 3)
    entries.append(('claim', tg, 'defender', m, c, t))
for ln in lines('attacker.txt'):
    m, c, t = ln.split('|', 2)
    entries.append(('claim', 'attacker_probe', 'attacker', m, c, t))
notes = []
for ln in lines('notes.txt'):
    st, m, p, c, t = ln.split('|', 4)
    notes.append((st, m, p, c, t))
assert len(entries) == 300, len(entries)
assert len(notes) == 60, len(notes)
rng.shuffle(entries)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    A, A2 = rng.sample(sorted(u[lv[0]]), 2)
    B, B2 = rng.sample(sorted(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(sorted(u[lv[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}

def fill(t, sc, v):
    lv = U[sc]['levels']
    rep = dict(v)
    rep['N'] = U[sc]['name']
    rep['lA'], rep['lB'], rep['lC'] = (noun(k) for k in lv)
    used = []
    def sub(m):
        k = m.group(1)
        if k in v and v[k] not in used:
            used.append(v[k])
        return rep[k]
    s = re.sub(r'\{(N|A2?|B2?|C[23]?|l[ABC])\}', sub, t)
    assert '{' not in s and '}' not in s, s
    return s, used

PATHS = {'C': ('A', 'B', 'C'), 'C2': ('A', 'B', 'C2'), 'C3': ('A', 'B', 'C3'), 'B': ('A', 'B'), 'B2': ('A', 'B2'),
         'A': ('A',), 'A2': ('A2',)}

def path(code, sc, v):
    lv = U[sc]['levels']
    if code == '-':
        return {k: None for k in lv}
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    keys = PATHS[code.rstrip('?')]
    vals = [v[k] for k in keys]
    if q:
        vals.append('?')
    vals += [None] * (3 - len(vals))
    return dict(zip(lv, vals))

marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (_, tag, spk, m, code, t) in enumerate(entries):
        sc = SCEN[i % 20]
        v = draw(sc)
        text, used = fill(t, sc, v)
        assert m in 'can', m
        assert (m == 'c') == (code != '-'), (m, code, t)
        rid = 'c-%03d' % (i + 1)
        rec = {'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
               'question': ('Where does %s work?' % U[sc]['name']) if spk == 'defender' else None,
               'text': text, 'mentions': used, 'belief': path(code, sc, v)}
        marks[rid] = [m, code, tag]
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (st, m, p, c, t) in enumerate(notes):
        sc = SCEN[i % 20]
        v = draw(sc)
        text, used = fill(t, sc, v)
        for j, (kind, code) in enumerate((('prior', p), ('current', c))):
            rid = 'e-%03d' % (2 * i + j + 1)
            rec = {'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                   'label': path(code, sc, v)}
            marks[rid] = [m, code, st]
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
os.makedirs('/tmp/blind88', exist_ok=True)
json.dump(marks, open('/tmp/blind88/marks.json', 'w'), indent=0)
print('claims', len(entries), 'estimates', 2 * len(notes))
