#!/usr/bin/env python3
"""Build set 100's claims.jsonl and estimates.jsonl from the templates in this folder (seed 100).

real.txt (mark, text), tags.txt (tag, mark, text), attacker.txt (mark, text), notes.txt (style, adversarial,
prior code, current code, text). Marks: C/B/A commit at that level, a adversarial all-null, n null and honest,
p plain attacker question, x adversarial attacker message. Note codes: C, C2, C3, B, B2, A, A2 (that unit and
its tree parents), A? (A, ?), B? (A, B, ?), 0 (all null), u (unscored).
Every unit a text names is drawn by the seeded generator: two top units, two middle siblings under the first,
the three lowest-level units under the first middle unit."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set100_scenarios.json')))
rng = random.Random(100)


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(w):
    if w.endswith('y') and w[-2:-1] not in 'aeiou':
        return w[:-1] + 'ies'
    return w + 's'


def rows(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == n, (name, ln)
            out.append(parts)
    return out


UNIT_SLOTS = ('A2', 'A', 'B2', 'B', 'C2', 'C3', 'C')


def draw(sid):
    u = U[sid]['universe']
    lv = U[sid]['levels']
    tops = list(u[lv[0]])
    a, a2 = rng.sample(tops, 2)
    b, b2 = rng.sample(u[lv[1]][a], 2)
    c, c2, c3 = rng.sample(u[lv[2]][b], 3)
    return {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}


def fill(tpl, sid, units):
    lv = U[sid]['levels']
    words = {'N': U[sid]['name']}
    for k, key in zip('ABC', lv):
        words['l' + k] = noun(key)
        words['l' + k + 's'] = plural(noun(key))
    mentions = []

    def rep(m):
        s = m.group(1)
        if s in units:
            if units[s] not in mentions:
                mentions.append(units[s])
            return units[s]
        return words[s]
    text = re.sub(r'\{(A2|B2|C2|C3|A|B|C|N|l[ABC]s?)\}', rep, tpl)
    text = text.replace('..', '.')  # a unit name ending in '.' before a full stop
    return text, mentions


def path(sid, units, code):
    lv = U[sid]['levels']
    if code == '0':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [units['A'], '?', None]
    elif code == 'B?':
        vals = [units['A'], units['B'], '?']
    elif code[0] == 'A':
        vals = [units[code], None, None]
    elif code[0] == 'B':
        vals = [units['A'], units[code], None]
    else:
        vals = [units['A'], units['B'], units[code]]
    return dict(zip(lv, vals))


entries = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
entries += [(tag, m, t) for tag, m, t in rows('tags.txt', 3)]
entries += [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
assert len(entries) == 300
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, mark, tpl) in enumerate(entries):
    sid = SCEN[i % 20]
    units = draw(sid)
    text, mentions = fill(tpl, sid, units)
    belief = path(sid, units, mark if mark in 'CBA' else '0')
    rid = 'c-%03d' % (i + 1)
    attacker = mark in 'px'
    claims.append({'id': rid, 'scenario': sid, 'speaker': 'attacker' if attacker else 'defender',
                   'construction': tag, 'question': None if attacker else 'Where does %s work?' % U[sid]['name'],
                   'text': text, 'mentions': mentions, 'belief': belief})
    marks[rid] = mark
notes = rows('notes.txt', 5)
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (style, adv, pc, cc, tpl) in enumerate(notes):
    sid = SCEN[i % 20]
    units = draw(sid)
    text, _ = fill(tpl, sid, units)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + k + 1)
        label = 'unscored' if code == 'u' else path(sid, units, code)
        ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text, 'label': label})
        marks[rid] = 'adv' if adv == '1' else 'plain'
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0, sort_keys=True)
print(len(claims), 'claims,', len(ests), 'estimates,', sum(1 for m in marks.values() if m in 'ax'), 'adversarial claims,',
      sum(1 for m in marks.values() if m == 'adv') // 2, 'adversarial notes')
