#!/usr/bin/env python3
"""Builds set 119's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn here (seed 119, one draw per text)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(119)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set119_scenarios.json')))

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def lines(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name)) if l.strip()]

claims = []
for mark, t in lines('real.txt'):
    claims.append(('realistic_reply', 'defender', mark, t))
for tag, mark, t in lines('tags.txt'):
    claims.append((tag, 'defender', mark, t))
for mark, t in lines('attacker.txt'):
    claims.append(('attacker_probe', 'attacker', mark, t))
notes = lines('notes.txt')
assert len(claims) == 300 and len(notes) == 60
assert len({c[3] for c in claims}) == 300 and len({n[4] for n in notes}) == 60
rng.shuffle(claims)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': U[sc]['name']}
    for i, k in enumerate('ABC'):
        v['l' + k] = noun(lv[i])
        v['l' + k + 's'] = plural(noun(lv[i]))
    return lv, v

PATH = {'A': ('A',), 'A2': ('A2',), 'B': ('A', 'B'), 'B2': ('A', 'B2'), 'C': ('A', 'B', 'C'), 'C2': ('A', 'B', 'C2'),
        'C3': ('A', 'B', 'C3'), 'A?': ('A', '?'), 'B?': ('A', 'B', '?')}

def fill(t, v):
    out = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], re.sub(r'\bN\b', v['N'], t))
    return out.replace('..', '.')  # a unit ending in a full stop at the end of a sentence

def mentions(t, v):
    m = []
    for s in re.findall(r'\{(A2?|B2?|C[23]?)\}', t):
        if v[s] not in m:
            m.append(v[s])
    return m

def vals(code, lv, v):
    if code == 'null':
        return {l: None for l in lv}
    p = PATH[code]
    return {l: (None if i >= len(p) else ('?' if p[i] == '?' else v[p[i]])) for i, l in enumerate(lv)}

marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for i, (tag, spk, mark, t) in enumerate(claims):
        sc = SCEN[i % 20]
        lv, v = draw(sc)
        cid = 'c-%03d' % (i + 1)
        belief = vals({'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, 'null'), lv, v)
        rec = {'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
               'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
               'text': fill(t, v), 'mentions': mentions(t, v), 'belief': belief}
        fh.write(json.dumps(rec) + '\n')
        marks[cid] = {'mark': mark, 'tag': tag, 'template': t, 'values': v}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    n = 0
    for i, (style, adv, prior, cur, t) in enumerate(notes):
        sc = SCEN[i % 20]
        lv, v = draw(sc)
        text = fill(t, v)
        for kind, code in (('prior', prior), ('current', cur)):
            n += 1
            eid = 'e-%03d' % n
            lab = 'unscored' if code == 'unscored' else vals(code, lv, v)
            fh.write(json.dumps({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style,
                                 'text': text, 'label': lab}) + '\n')
            marks[eid] = {'mark': code, 'tag': style, 'adv': adv, 'template': t, 'values': v}
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print('claims', len(claims), 'estimates', n,
      'adversarial claims', sum(1 for c in claims if c[2] == 'X'),
      'adversarial estimate records', 2 * sum(1 for x in notes if x[1] == '1'))
