#!/usr/bin/env python3
"""Set 78's seeded fill: templates (real.txt, tags.txt, attacker.txt, notes.txt) -> claims.jsonl, estimates.jsonl.
One path per text, drawn with random.Random(78) from the tree of the record's scenario."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set78_scenarios.json')))
rng = random.Random(78)
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|D|lAs|lBs|lCs|lA|lB|lC)\}')
UNIT_SLOTS = {'A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def read(name, nfields):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip():
            continue
        parts = ln.split(' ', nfields)
        rows.append(parts)
    return rows


def check_template(t):
    assert not re.search(r'\b(the|a|an|The|A|An) \{(A2|B2|C2|C3|A|B|C|D)\}', t), t
    assert not re.search(r'\b(a|an|A|An) \{lAs?\}', t), t
    assert '{' not in SLOT.sub('', t) and '}' not in SLOT.sub('', t), t


def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    D = rng.choice(list(u[lv[2]][B2]))
    return {'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3, 'D': D}


def fill(t, sc, p):
    lv = U[sc]['levels']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    for k in ('lA', 'lB', 'lC'):
        nouns[k + 's'] = plural(nouns[k])
    for k in ('lB', 'lC'):
        if re.search(r'\b(a|A) \{%s\}' % k, t):
            assert nouns[k][0] not in 'aeiou', (t, nouns[k])
    vals = dict(p); vals['N'] = U[sc]['name']; vals.update(nouns)
    mentions = []

    def rep(m):
        k = m.group(1)
        if k in UNIT_SLOTS and vals[k] not in mentions:
            mentions.append(vals[k])
        return vals[k]
    # possessives first: a name ending in s takes ' only
    def poss(m):
        k = m.group(1)
        v = vals[k]
        if k in UNIT_SLOTS and v not in mentions:
            mentions.append(v)
        return v + ("'" if v.endswith('s') else "'s")
    out = []
    pos = 0
    for m in re.finditer(r"\{(N|A2|B2|C2|C3|A|B|C|D)\}'s\b|" + SLOT.pattern, t):
        out.append(t[pos:m.start()])
        if m.group(0).endswith("'s"):
            out.append(poss(m))
        else:
            out.append(rep(re.match(SLOT, m.group(0))))
        pos = m.end()
    out.append(t[pos:])
    text = ''.join(out)
    assert not re.search(r'[{}]', text), text
    return text, mentions


def path(code, sc, p):
    lv = U[sc]['levels']
    A, B, C, A2, B2, C2, C3, D = (p[k] for k in ('A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D'))
    table = {'0': [None, None, None], 'A': [A, None, None], 'B': [A, B, None], 'C': [A, B, C],
             'C2': [A, B, C2], 'C3': [A, B, C3], 'D': [A, B2, D], 'B2': [A, B2, None], 'A2': [A2, None, None],
             'BB': [A, B, None], 'AA': [A, None, None],
             'A?': [A, '?', '?'], 'B?': [A, B, '?'], 'A2?': [A2, '?', '?'], 'B2?': [A, B2, '?']}
    if code == 'u':
        return 'unscored'
    return dict(zip(lv, table[code]))


items = []
for code, mark, text in read('real.txt', 2):
    items.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in read('tags.txt', 3):
    items.append((tag, 'defender', code, mark, text))
for code, text in read('attacker.txt', 1):
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
for it in items:
    check_template(it[4])
assert len(items) == 300
rng.shuffle(items)
claims, cmarks = [], []
for i, (tag, spk, code, mark, t) in enumerate(items):
    sc = SCEN[i % 20]
    p = draw(sc)
    text, mentions = fill(t, sc, p)
    lv = U[sc]['levels']
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                   'text': text, 'mentions': mentions, 'belief': path(code, sc, p)})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': t, 'path': p})
notes = read('notes.txt', 4)
assert len(notes) == 60
for n in notes:
    check_template(n[4])
rng.shuffle(notes)
ests, emarks = [], []
for i, (style, pc, cc, mark, t) in enumerate(notes):
    sc = SCEN[i % 20]
    p = draw(sc)
    text, mentions = fill(t, sc, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(code, sc, p)})
        emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': t, 'path': p, 'mentions': mentions})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates')
