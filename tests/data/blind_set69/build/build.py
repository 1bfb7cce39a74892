#!/usr/bin/env python3
"""Set 69's seeded fill (seed 69): reads the hand-written templates (real.txt, tags.txt, attacker.txt, notes.txt) and
build/universes.json (written by choose.py), draws one path per text, and writes ../claims.jsonl,
../estimates.jsonl, claim_marks.json and est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 69
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set69_scenarios.json')))
assert sorted(U) == sorted(SCEN) and len(SCEN) == 20


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


for sc in SCEN:
    for lv in U[sc]['universe']:
        assert noun(lv)[0] not in 'aeiou', lv  # no "a"/"an" choice needed before a level noun

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|lAs|lBs|lCs|lA|lB|lC)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D')


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    Bs = list(u[lv[1]][A])
    B = rng.choice(Bs)
    B2 = rng.choice([x for x in Bs if x != B])
    Cs = list(u[lv[2]][B])
    C = rng.choice(Cs)
    C2, C3 = rng.sample([x for x in Cs if x != C], 2)
    D = rng.choice(list(u[lv[2]][B2]))
    n = [noun(x) for x in lv]
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D,
            'lA': n[0], 'lB': n[1], 'lC': n[2], 'lAs': plural(n[0]), 'lBs': plural(n[1]), 'lCs': plural(n[2])}, lv


def fill(tpl, v):
    out, mentions, i = [], [], 0
    for m in SLOT.finditer(tpl):
        out.append(tpl[i:m.start()])
        name = m.group(1)
        val = v[name]
        j = m.end()
        if tpl.startswith("'s", j) and (j + 2 == len(tpl) or not tpl[j + 2].isalpha()):
            out.append(val + ("'" if val.endswith('s') else "'s"))
            j += 2
        elif val.endswith('.') and tpl.startswith('.', j):
            out.append(val)
            j += 1
        else:
            out.append(val)
        if name in UNIT_SLOTS and val not in mentions:
            mentions.append(val)
        i = j
    out.append(tpl[i:])
    return ''.join(out), mentions


def path(code, v):
    q = '?'
    return {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None],
            'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'D': [v['A'], v['B2'], v['D']], 'BB': [v['A'], v['B'], None],
            'AA': [v['A'], None, None], '0': [None, None, None], '.': [None, None, None],
            'A?': [v['A'], q, q], 'B?': [v['A'], v['B'], q], 'A2?': [v['A2'], q, q], 'B2?': [v['A'], v['B2'], q]}[code]


def rows(name):
    return [l for l in open(os.path.join(HERE, name)).read().split('\n') if l.strip()]


entries = []
for l in rows('real.txt'):
    code, mark, text = l.split(' ', 2)
    entries.append(('realistic_reply', 'defender', code, mark, text))
for l in rows('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    entries.append((tag, 'defender', code, mark, text))
for l in rows('attacker.txt'):
    code, text = l.split(' ', 1)
    entries.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
assert len(entries) == 300
rng = random.Random(SEED)
rng.shuffle(entries)
claims, cmarks = [], {}
for k, (tag, spk, code, mark, tpl) in enumerate(entries):
    sc = SCEN[k % 20]
    v, lv = draw(rng, sc)
    text, mentions = fill(tpl, v)
    vals = path(code, v)
    rid = 'c-%03d' % (k + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (v['lC'], v['N'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    cmarks[rid] = {'code': code, 'mark': mark, 'template': tpl}
notes = []
for l in rows('notes.txt'):
    style, pc, cc, mark, text = l.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for k, (style, pc, cc, mark, tpl) in enumerate(notes):
    sc = SCEN[k % 20]
    v, lv = draw(rng, sc)
    text, _ = fill(tpl, v)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, v)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks[rid] = {'code': code, 'mark': mark, 'template': tpl}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
