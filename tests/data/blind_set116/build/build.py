#!/usr/bin/env python3
"""Builds set 116's claims.jsonl and estimates.jsonl from the hand-written templates (real.txt, tags.txt,
attacker.txt, notes.txt) and the universes of universes.json. Every value a text asserts is drawn by a seeded
generator (seed 116): one draw per text (two top units, two middle siblings under the first, the three
lowest-level units under the first middle unit, in a drawn order). Marks: C/B/A commit at that level,
X adversarial (all-null, names a unit), 0 null (all-null, names no unit)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(ROOT, 'ref', 'set116_scenarios.json')))
rng = random.Random(116)

def noun(key):
    k = re.sub(r'_(name|code|id)$', '', key)
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split('\t'))
    return out

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': U[sc]['name']}
    for i, x in enumerate('ABC'):
        v['l' + x] = noun(lv[i])
        v['l' + x + 's'] = plural(noun(lv[i]))
    return lv, v

def fill(t, v):
    return SLOT.sub(lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k[0] in 'ABC' and v[k] not in out:
            out.append(v[k])
    return out

def path(u, lv, unit):
    if unit in u[lv[0]]:
        return [unit, None, None]
    for a, kids in u[lv[1]].items():
        if unit in kids:
            return [a, unit, None]
    for b, kids in u[lv[2]].items():
        if unit in kids:
            return path(u, lv, b)[:1] + [b, unit]
    raise KeyError(unit)

def label(spec, u, lv, v):
    if spec == 'unscored':
        return 'unscored'
    if spec == 'null':
        vals = [None, None, None]
    elif spec.endswith('?'):
        vals = path(u, lv, v[spec[:-1]])
        vals[vals.index(None)] = '?'
    else:
        vals = path(u, lv, v[spec])
    return dict(zip(lv, vals))

items = []
for mark, t in lines('real.txt'):
    items.append(('realistic_reply', 'defender', mark, t))
for tag, mark, t in lines('tags.txt'):
    items.append((tag, 'defender', mark, t))
for mark, t in lines('attacker.txt'):
    items.append(('attacker_probe', 'attacker', mark, t))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(items):
    sc = ORDER[i % 20]
    lv, v = draw(sc)
    u = U[sc]['universe']
    text = fill(t, v)
    ms = mentions(t, v)
    if mark in 'CBA':
        vals = path(u, lv, v[mark])
        assert v[mark] in ms
    else:
        vals = [None, None, None]
        assert (len(ms) > 0) == (mark == 'X'), (mark, t)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': ms, 'belief': dict(zip(lv, vals))})
    marks[rid] = {'mark': mark, 'template': t, 'values': v}
notes = lines('notes.txt')
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (style, adv, prior, current, t) in enumerate(notes):
    sc = ORDER[i % 20]
    lv, v = draw(sc)
    u = U[sc]['universe']
    text = fill(t, v)
    for k, spec in (('prior', prior), ('current', current)):
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': k, 'construction': style, 'text': text,
                     'label': label(spec, u, lv, v)})
        marks[rid] = {'adversarial': adv == '1', 'spec': spec, 'template': t, 'values': v}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
adv = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
eadv = [r['id'] for r in ests if marks[r['id']]['adversarial']]
print(len(claims), 'claims,', len(ests), 'estimates,', len(adv), 'adversarial claims,', len(eadv), 'adversarial estimate records')
