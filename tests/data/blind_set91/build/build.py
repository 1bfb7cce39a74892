#!/usr/bin/env python3
"""Set 91's seeded generator (seed 91): fills the templates of real.txt, tags.txt, attacker.txt and notes.txt with
one drawn path per text from build/universes.json and writes ../claims.jsonl and ../estimates.jsonl.
Marks: C/B/A commit at that level (belief: the unit and its tree parents, null below); a = adversarial, all-null;
n = null and honest, all-null; q = plain attacker question, x = adversarial attacker message (all-null)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.Random(91)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(OUT, 'ref', 'set91_scenarios.json')))


def noun(level):
    s = level.lower()
    for suf in ('_name', '_code', '_id'):
        if s.endswith(suf):
            s = s[:-len(suf)]
    return s.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sc):
    u = uni[sc]; lv = u['levels']; t = u['tree']
    tops = list(t[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(t[lv[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(t[lv[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(text, sc, p):
    u = uni[sc]; lv = u['levels']
    ln = [noun(x) for x in lv]
    rep = {'{N}': u['name'], '{lA}': ln[0], '{lB}': ln[1], '{lC}': ln[2],
           '{lAs}': plural(ln[0]), '{lBs}': plural(ln[1]), '{lCs}': plural(ln[2])}
    for k, v in p.items():
        rep['{%s}' % k] = v
    used = []
    def sub(m):
        key = m.group(0)
        if key[1:-1] in p:
            used.append(p[key[1:-1]])
        return rep[key]
    out = re.sub(r'\{[A-Za-z0-9]+\}', sub, text)
    out = out.replace('..', '.')  # a unit name ending in a full stop at a sentence end
    return out, used


def mentions(text, used):
    pos = {}
    for v in set(used):
        m = re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(v), text)
        assert m, (v, text)
        pos[v] = m.start()
    return sorted(pos, key=lambda v: pos[v])


def path(sc, p, code):
    lv = uni[sc]['levels']
    if code in ('null', 'n', 'a', 'q', 'x'):
        vals = [None, None, None]
    elif code == 'unscored':
        return 'unscored'
    else:
        q = code.endswith('?'); c = code.rstrip('?')
        if c[0] == 'A':
            vals = [p[c], None, None]
        elif c[0] == 'B':
            vals = [p['A'], p[c], None]
        else:
            vals = [p['A'], p['B'], p[c]]
        if q:
            vals[vals.index(None)] = '?'
    return dict(zip(lv, vals))


entries = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    mk, tx = ln.rstrip('\n').split('|', 1)
    entries.append(('realistic_reply', mk, tx))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    tg, mk, tx = ln.rstrip('\n').split('|', 2)
    entries.append((tg, mk, tx))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    mk, tx = ln.rstrip('\n').split('|', 1)
    entries.append(('attacker_probe', mk, tx))
assert len(entries) == 300
rng.shuffle(entries)
claims, marks = [], {}
for i, (tg, mk, tx) in enumerate(entries):
    sc = scen[i % 20]
    p = draw(sc)
    text, used = fill(tx, sc, p)
    rid = 'c-%03d' % (i + 1)
    att = tg == 'attacker_probe'
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mk, 'null')
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tg,
                   'question': None if att else 'Where does %s work?' % uni[sc]['name'], 'text': text,
                   'mentions': mentions(text, used), 'belief': path(sc, p, code)})
    marks[rid] = {'mark': mk, 'template': tx, 'path': p}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    st, pr, cu, adv, tx = ln.rstrip('\n').split('|', 4)
    notes.append((st, pr, cu, adv, tx))
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (st, pr, cu, adv, tx) in enumerate(notes):
    sc = scen[i % 20]
    p = draw(sc)
    text, used = fill(tx, sc, p)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                     'label': path(sc, p, code)})
        marks[rid] = {'mark': 'a' if adv == '1' else 'p', 'codes': [pr, cu], 'template': tx, 'path': p,
                      'units': used}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open('/tmp/blind91/marks.json', 'w'), indent=0)
print(len(claims), 'claims,', len(ests), 'estimates')
