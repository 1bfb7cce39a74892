#!/usr/bin/env python3
"""Set 75: fill the hand-written templates with seeded draws (seed 75) and write claims.jsonl, estimates.jsonl.

Every value a text asserts is drawn here from the tree of the text's scenario: one path A > B > C per text,
C2 and C3 siblings of C, B2 a sibling of B, D a lowest unit under B2, A2 another top unit.
"""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
rng = random.Random(75)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set75_scenarios.json')))
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|lAs|lBs|lCs|lA|lB|lC)\}')
UNIT = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D')


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    top = list(u[lv[0]])
    mid = u[lv[1]]
    low = u[lv[2]]
    a = rng.choice(top)
    b = rng.choice(mid[a])
    c = rng.choice(low[b])
    sib = [x for x in low[b] if x != c]
    rng.shuffle(sib)
    b2 = rng.choice([x for x in mid[a] if x != b])
    d = rng.choice(low[b2])
    a2 = rng.choice([x for x in top if x != a])
    return {'A': a, 'B': b, 'C': c, 'C2': sib[0], 'C3': sib[1], 'B2': b2, 'D': d, 'A2': a2}


def poss(name):
    return name + "'" if name.endswith('s') else name + "'s"


def check_template(t):
    assert not re.search(r"(?i)\b(a|an|the)\s+\{(A2?|B2?|C[23]?|D)\}", t), 'article before unit slot: ' + t
    assert not re.search(r'(?i)\ban?\s+\{lA', t), 'article before top-level noun: ' + t
    for m in SLOT.finditer(t):
        pass


def fill(t, sc, p):
    lv = U[sc]['levels']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    for k in ('lA', 'lB', 'lC'):
        nouns[k + 's'] = plural(nouns[k])
    for m in re.finditer(r'(?i)\b(a|an)\s+\{(l[BC])s?\}', t):
        assert nouns[m.group(2)][0].lower() not in 'aeiou', (t, sc)
    vals = dict(p)
    vals['N'] = U[sc]['name']
    vals.update(nouns)
    mentions = []
    out = []
    pos = 0
    for m in SLOT.finditer(t):
        out.append(t[pos:m.start()])
        k = m.group(1)
        v = vals[k]
        after = t[m.end():]
        if k in UNIT and v not in mentions:
            mentions.append(v)
        if after.startswith("'s") and k in UNIT + ('N',):
            out.append(poss(v))
            pos = m.end() + 2
            continue
        if v.endswith('.') and after.startswith('.'):
            out.append(v)
            pos = m.end() + 1
            continue
        out.append(v)
        pos = m.end()
    out.append(t[pos:])
    s = ''.join(out)
    assert '{' not in s and '}' not in s, s
    return s, mentions


def path(code, p, sc):
    """label values (top, middle, lowest) for a code."""
    if code in ('0',):
        return [None, None, None]
    q = code.endswith('?')
    c = code.rstrip('?')
    m = {'A': [p['A'], None, None], 'A2': [p['A2'], None, None], 'B': [p['A'], p['B'], None],
         'B2': [p['A'], p['B2'], None], 'C': [p['A'], p['B'], p['C']], 'C2': [p['A'], p['B'], p['C2']],
         'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']], 'BB': [p['A'], p['B'], None],
         'AA': [p['A'], None, None]}[c]
    if q:
        m = [x if x is not None else '?' for x in m]
    return m


def read(name, nfields):
    rows = []
    for line in open(os.path.join(HERE, name), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        parts = line.split(' ', nfields)
        check_template(parts[-1])
        rows.append(parts)
    return rows


real = read('real.txt', 2)
tags = read('tags.txt', 3)
att = read('attacker.txt', 1)
assert len(real) == 184 and len(tags) == 96 and len(att) == 20, (len(real), len(tags), len(att))
entries = [('realistic_reply', r[0], r[1], r[2]) for r in real]
entries += [(r[0], r[1], r[2], r[3]) for r in tags]
entries += [('attacker_probe', r[0], 'c' if r[0] != '0' else '.', r[1]) for r in att]
rng.shuffle(entries)
claims, cmarks = [], []
for i, (tag, code, mark, t) in enumerate(entries):
    sc = SCEN[i % 20]
    lv = U[sc]['levels']
    p = draw(sc)
    text, mentions = fill(t, sc, p)
    vals = path(code, p, sc)
    if code in ('BB',):
        assert p['C'] in mentions and p['C2'] in mentions
    elif code == 'AA':
        assert p['B'] in mentions and p['B2'] in mentions
    else:
        for v in vals:
            if v is not None:
                assert v in mentions or any(v == x for x in (p['A'], p['B'], p['B2'])), (t, v)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': t, 'path': p})
notes = read('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], []
for i, (style, pc, cc, mark, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv = U[sc]['levels']
    p = draw(sc)
    text, _ = fill(t, sc, p)
    for kind, code in (('prior', pc), ('current', cc)):
        rid = 'e-%03d' % (len(ests) + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, p, sc)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': t, 'path': p})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates')
