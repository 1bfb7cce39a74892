#!/usr/bin/env python3
"""Builds set 113's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn here by a seeded generator (seed 113), one draw per text: two top units,
two middle siblings under the first, the three lowest-level units under the first middle unit, in drawn order."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set113_scenarios.json')))
rng = random.Random(113)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def lines(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def draw(sid):
    u = U[sid]['tree']; lv = U[sid]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def fill(tpl, sid, d):
    lv = U[sid]['levels']
    vals = dict(d)
    vals['N'] = U[sid]['name']
    for i, k in enumerate('ABC'):
        vals['l' + k] = noun(lv[i])
        vals['l' + k + 's'] = plural(noun(lv[i]))
    order = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C)\}', tpl):
        if d[m.group(1)] not in order:
            order.append(d[m.group(1)])
    text = re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], tpl)
    return text, order

def path(spec, sid, d):
    lv = U[sid]['levels']
    if spec == 'null':
        v = [None, None, None]
    elif spec in ('A', 'A2'):
        v = [d[spec], None, None]
    elif spec == 'A?':
        v = [d['A'], '?', None]
    elif spec in ('B', 'B2'):
        v = [d['A'], d[spec], None]
    elif spec == 'B?':
        v = [d['A'], d['B'], '?']
    elif spec in ('C', 'C2', 'C3'):
        v = [d['A'], d['B'], d[spec]]
    else:
        raise ValueError(spec)
    return dict(zip(lv, v))

entries = [('realistic_reply', m, t) for m, t in lines('real.txt')]
entries += [(tag, m, t) for tag, m, t in lines('tags.txt')]
entries += [('attacker_probe', m, t) for m, t in lines('attacker.txt')]
assert len(entries) == 300 and len({t for _, _, t in entries}) == 300
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, mark, tpl) in enumerate(entries):
    sid = SCEN[i % 20]
    d = draw(sid)
    text, ment = fill(tpl, sid, d)
    lv = U[sid]['levels']
    if mark in ('C', 'B', 'A'):
        belief = path(mark, sid, d)
    else:
        belief = dict(zip(lv, [None, None, None]))
    cid = 'c-%03d' % (i + 1)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Where does %s work?' % U[sid]['name']
    claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': ment, 'belief': belief})
    adv = mark == 'ADV'
    marks[cid] = {'mark': mark, 'adversarial': adv, 'template': tpl, 'draw': d}
notes = lines('notes.txt')
assert len(notes) == 60 and len({n[4] for n in notes}) == 60
rng.shuffle(notes)
ests = []
for i, (style, advf, prior, cur, tpl) in enumerate(notes):
    sid = SCEN[i % 20]
    d = draw(sid)
    text, _ = fill(tpl, sid, d)
    for j, (kind, spec) in enumerate((('prior', prior), ('current', cur))):
        eid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if spec == 'unscored' else path(spec, sid, d)
        ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[eid] = {'mark': spec, 'adversarial': advf == '1', 'template': tpl, 'draw': d}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for k, v in marks.items() if k.startswith('c-') and v['adversarial']), 'adversarial claims',
      sum(1 for k, v in marks.items() if k.startswith('e-') and v['adversarial']), 'adversarial estimate records')
