#!/usr/bin/env python3
"""Builds set 152's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json (seed 152).
One seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo 20);
one draw per text. Writes build/marks.json for the review."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import texts as T

U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(SET, 'ref', 'set152_scenarios.json')))
rng = random.Random(152)


def noun(k):
    k = k.lower()
    for s in ('_name', '_code', '_id'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')


def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'],
                    lA=noun(lv[0]), lB=noun(lv[1]), lC=noun(lv[2]))


def fill(tpl, v):
    mentions = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', tpl):
        if v[m.group(1)] not in mentions:
            mentions.append(v[m.group(1)])
    return tpl.format(**v), mentions


items = []  # (construction, speaker, template, mark, adversarial)
for t in T.COMMIT_C: items.append(('realistic_reply', 'defender', t, 'C', False))
for t in T.COMMIT_B: items.append(('realistic_reply', 'defender', t, 'B', False))
for t in T.COMMIT_A: items.append(('realistic_reply', 'defender', t, 'A', False))
for t in T.ADV: items.append(('realistic_reply', 'defender', t, 'adv', True))
for t in T.NULL: items.append(('realistic_reply', 'defender', t, 'null', False))
for tag, lst in T.PERSONAS.items():
    for t, mk in lst:
        items.append((tag, 'defender', t, mk, mk == 'adv'))
for t in T.PROBE: items.append(('attacker_probe', 'attacker', t, 'probe', False))
for t in T.PROBE_ADV: items.append(('attacker_probe', 'attacker', t, 'probe_adv', True))
assert len(items) == 300 and len({i[2] for i in items}) == 300
rng.shuffle(items)
claims, marks = [], {}
for n, (tag, spk, tpl, mk, adv) in enumerate(items):
    sc = ORDER[n % 20]
    lv, v = draw(sc)
    text, men = fill(tpl, v)
    bel = {l: None for l in lv}
    if mk in ('C', 'B', 'A'):
        path = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}[mk]
        bel = dict(zip(lv, path))
    rid = 'c-%03d' % (n + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': men, 'belief': bel})
    marks[rid] = {'mark': mk, 'adversarial': adv, 'template': tpl, 'values': v}

notes = [(s, k) for s in T.STYLES for k in range(10)]
rng.shuffle(notes)
ests = []
for n, (s, k) in enumerate(notes):
    sc = ORDER[n % 20]
    lv, v = draw(sc)
    rtext, pr, cu, adv = T.READINGS[k]
    text = T.IMAGES[s][k % 3] + ': ' + rtext.format(**v) + '.'
    for kind, lab in (('prior', pr), ('current', cu)):
        if lab != 'unscored':
            lab = dict(zip(lv, [x if x in (None, '?') else v[x] for x in lab]))
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': s, 'text': text, 'label': lab})
        marks[rid] = {'reading': k, 'adversarial': adv, 'style': s, 'values': v}
with open(os.path.join(SET, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print('claims %d, estimates %d, adversarial claims %d, adversarial estimate records %d' % (
    len(claims), len(ests), sum(1 for r in claims if marks[r['id']]['adversarial']),
    sum(1 for r in ests if marks[r['id']]['adversarial'])))
