#!/usr/bin/env python3
"""Set 133 builder: seed 133; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
(entry number modulo 20); one draw per text (two top units, two middle siblings under the first, the three
lowest-level units under the first middle unit, in drawn order); level nouns by set 53's rule; '..' written '.'."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set133_scenarios.json')))
rng = random.Random(133)

def noun(k):
    k = k.lower()
    k = re.sub(r'_(name|code|id)$', '', k)
    return k.replace('_', ' ')

def rows(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = rows('real.txt') + rows('tags.txt') + rows('attacker.txt')
notes_t = rows('notes.txt')
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)
UNIT = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def fill(t, v):
    out = re.sub(r'\{(N|A2?|B2?|C[23]?|L[012])\}', lambda m: v[m.group(1)], t)
    return out.replace('..', '.')

def path(v, spec):
    if spec in ('0', 'X'):
        return [None, None, None]
    if spec == 'A': return [v['A'], None, None]
    if spec == 'A?': return [v['A'], '?', None]
    if spec == 'B': return [v['A'], v['B'], None]
    if spec == 'B?': return [v['A'], v['B'], '?']
    if spec == 'C': return [v['A'], v['B'], v['C']]
    if spec == 'C2': return [v['A'], v['B'], v['C2']]
    raise ValueError(spec)

claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_t):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text = fill(t, v)
    ment = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        if v[m.group(1)] not in ment:
            ment.append(v[m.group(1)])
    b = path(v, mark if mark in ('A', 'B', 'C') else '0')
    att = tag == 'attacker_probe'
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': text, 'mentions': ment,
                   'belief': dict(zip(lv, b))})
    marks[cid] = {'tag': tag, 'mark': mark, 'template': t}
ests = []
for i, (style, adv, pr, cu, t) in enumerate(notes_t):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text = fill(t, v)
    for k, (kind, spec) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + k + 1)
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(v, spec)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[eid] = {'style': style, 'adv': adv == '1', 'spec': spec, 'template': t}
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates', sum(1 for m in marks.values() if m.get('mark') == 'X'), 'adversarial claims',
      sum(1 for m in marks.values() if m.get('adv')), 'adversarial estimate records')
