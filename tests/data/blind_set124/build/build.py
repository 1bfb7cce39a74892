#!/usr/bin/env python3
"""Set 124's generator. Reads build/real.txt, build/tags.txt, build/attacker.txt, build/notes.txt and
build/universes.json; seed 124: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in
turn (entry number modulo 20); one draw per text (two top units, two middle siblings under the first, the three
lowest-level units under the first middle unit, each in a drawn order). Writes claims.jsonl, estimates.jsonl and
build/marks.json."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SCEN = json.load(open(os.path.join(HERE, 'ref', 'set124_scenarios.json')))
rng = random.Random(124)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def rows(name, ncol):
    out = []
    for ln in open(os.path.join(B, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('%'):
            continue
        parts = ln.split('|')
        assert len(parts) == ncol, (name, ln)
        out.append([p.strip() for p in parts])
    return out

claims_t = []
for mark, t in rows('real.txt', 2):
    claims_t.append(('realistic_reply', mark, t))
for tag, mark, t in rows('tags.txt', 3):
    claims_t.append((tag, mark, t))
for mark, t in rows('attacker.txt', 2):
    claims_t.append(('attacker_probe', mark, t))
notes_t = [tuple(r) for r in rows('notes.txt', 5)]
assert len(claims_t) == 300 and len(notes_t) == 60, (len(claims_t), len(notes_t))
assert len({t for _, _, t in claims_t}) == 300 and len({r[4] for r in notes_t}) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')

def draw(sc):
    u = U[sc]
    lv, tr = u['levels'], u['tree']
    tops = list(tr[lv[0]])
    rng.shuffle(tops)
    A, A2 = tops[0], tops[1]
    mids = list(tr[lv[1]][A])
    rng.shuffle(mids)
    Bu, B2 = mids[0], mids[1]
    lows = list(tr[lv[2]][Bu])
    rng.shuffle(lows)
    v = {'N': u['name'], 'A': A, 'A2': A2, 'B': Bu, 'B2': B2, 'C': lows[0], 'C2': lows[1], 'C3': lows[2]}
    for i, L in enumerate('ABC'):
        v['l' + L] = noun(lv[i])
        v['l' + L + 's'] = plural(noun(lv[i]))
    return v, lv

def fill(t, v):
    s = SLOT.sub(lambda m: v[m.group(1)], t)
    # a unit name ending in a full stop ("Innovate Inc.") before the template's own full stop: one stop
    for k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'):
        if v[k].endswith('.'):
            s = s.replace(v[k] + '.', v[k])
    assert not SLOT.search(s) and '{' not in s and '}' not in s, s
    return s

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[k] not in out:
            out.append(v[k])
    return out

def path(mark, v):
    if mark in ('null', 'adv'):
        return [None, None, None]
    if mark == 'unscored':
        return 'unscored'
    q = mark.endswith('?')
    m = mark.rstrip('?')
    L, suf = m[0], m[1:]
    if L == 'A':
        p = [v['A' + suf], None, None]
    elif L == 'B':
        p = [v['A'], v['B' + suf], None]
    else:
        p = [v['A'], v['B'], v['C' + suf]]
    if q:
        p[p.index(None)] = '?'
    return p

claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_t):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text = fill(t, v)
    men = mentions(t, v)
    bel = path(mark, v)
    assert mark in ('C', 'B', 'A', 'adv', 'null'), mark
    if mark == 'null':
        assert not men, t
    else:
        assert men, t
    if mark in ('C', 'B', 'A'):
        assert '{%s}' % mark in t, t
    cid = 'c-%03d' % (i + 1)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': men, 'belief': dict(zip(lv, bel))})
    marks[cid] = {'tag': tag, 'mark': mark, 'template': t}
ests = []
for k, (style, adv, prior, current, t) in enumerate(notes_t):
    sc = SCEN[k % 20]
    v, lv = draw(sc)
    text = fill(t, v)
    for j, (kind, lab) in enumerate((('prior', prior), ('current', current))):
        eid = 'e-%03d' % (2 * k + 1 + j)
        p = path(lab, v)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': p if p == 'unscored' else dict(zip(lv, p))})
        marks[eid] = {'tag': style, 'adv': adv, 'mark': lab, 'template': t, 'kind': kind}
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=1)
adv = [c['id'] for c in claims if marks[c['id']]['mark'] == 'adv']
eadv = [e['id'] for e in ests if marks[e['id']]['adv'] == 'adv']
print('%d claims, %d estimates, %d adversarial claims, %d adversarial estimate records' % (len(claims), len(ests), len(adv), len(eadv)))
