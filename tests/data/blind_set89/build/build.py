#!/usr/bin/env python3
"""Set 89's seeded generator (seed 89). Reads build/universes.json (written by choose.py), build/real.txt,
build/tags.txt, build/attacker.txt and build/notes.txt; writes claims.jsonl and estimates.jsonl beside build/
and /tmp/blind89/marks.json (the marks, for the README).

Template lines: real.txt `mark|text`; tags.txt `tag|mark|text`; attacker.txt `mark|text`;
notes.txt `style|adv|prior|current|text` (adv 0 or 1).
Claim marks: `c:X` (commits to unit X and its tree parents), `a` (adversarial, all-null), `n` (null and honest),
for attacker lines `a` (adversarial) or `q` (plain question), both all-null.
Estimate codes: X (unit X and its parents), X? (X, `?` at the next level), null, unscored.
Slots: {N} the target's first name; {A} {A2} two top units; {B} {B2} two middle units under {A};
{C} {C2} {C3} three lowest units under {B}; {lA} {lB} {lC} the level nouns (set 53's rule).
Mentions: the units whose slots occur in the text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set89_scenarios.json')))
rng = random.Random(89)
SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']


def noun(level):
    x = level.lower()
    for suf in ('_name', '_code', '_id'):
        if x.endswith(suf):
            x = x[:-len(suf)]
    return x.replace('_', ' ')


def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip() and not ln.startswith('#'):
            out.append(ln)
    return out


def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)


def path(sc, v):
    u = U[sc]['universe']; lv = U[sc]['levels']
    if v in u[lv[0]]:
        return [v, None, None]
    for a in u[lv[0]]:
        if v in u[lv[1]][a]:
            return [a, v, None]
    for b, kids in u[lv[2]].items():
        if v in kids:
            a = [x for x in u[lv[0]] if b in u[lv[1]][x]][0]
            return [a, b, v]
    raise KeyError(v)


def fill(text, sc, d):
    lv = U[sc]['levels']
    used = []
    for s in SLOTS:
        if '{%s}' % s in text:
            used.append(d[s])
    t = text.replace('{N}', U[sc]['name'])
    for k, s in zip(('lA', 'lB', 'lC'), lv):
        t = t.replace('{%s}' % k, noun(s))
    for s in SLOTS:
        t = t.replace('{%s}' % s, d[s])
    assert '{' not in t and '}' not in t, t
    return t, used


items = []
for ln in lines('real.txt'):
    mark, text = ln.split('|', 1)
    items.append(('realistic_reply', 'defender', mark, text))
for ln in lines('tags.txt'):
    tag, mark, text = ln.split('|', 2)
    items.append((tag, 'defender', mark, text))
for ln in lines('attacker.txt'):
    mark, text = ln.split('|', 1)
    items.append(('attacker_probe', 'attacker', mark, text))
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, spk, mark, text) in enumerate(items):
    sc = SCEN[i % 20]
    d = draw(sc)
    t, used = fill(text, sc, d)
    lv = U[sc]['levels']
    if mark.startswith('c:'):
        vals = path(sc, d[mark[2:]])
    else:
        vals = [None, None, None]
    cid = 'c-%03d' % (i + 1)
    marks[cid] = mark
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % U[sc]['name']) if spk == 'defender' else None,
                   'text': t, 'mentions': used, 'belief': dict(zip(lv, vals))})

notes = []
for ln in lines('notes.txt'):
    style, adv, pr, cu, text = ln.split('|', 4)
    notes.append((style, int(adv), pr, cu, text.replace('\\n', '\n')))
rng.shuffle(notes)


def label(sc, d, code):
    lv = U[sc]['levels']
    if code == 'unscored':
        return 'unscored'
    if code == 'null':
        return dict(zip(lv, [None, None, None]))
    q = code.endswith('?')
    vals = path(sc, d[code.rstrip('?')])
    if q:
        k = max(j for j in range(3) if vals[j] is not None)
        assert k < 2
        vals[k + 1] = '?'
    return dict(zip(lv, vals))


ests = []
note_used = {}
for i, (style, adv, pr, cu, text) in enumerate(notes):
    sc = SCEN[i % 20]
    d = draw(sc)
    t, used = fill(text, sc, d)
    for kind, code in (('prior', pr), ('current', cu)):
        eid = 'e-%03d' % (len(ests) + 1)
        marks[eid] = '%s|%s|%s|%s' % (style, adv, pr, cu)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': t,
                     'label': label(sc, d, code)})
        note_used[eid] = used

with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
os.makedirs('/tmp/blind89', exist_ok=True)
json.dump(marks, open('/tmp/blind89/marks.json', 'w'), indent=0)
json.dump(note_used, open('/tmp/blind89/note_used.json', 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates')
