#!/usr/bin/env python3
"""Set 81's seeded fill: templates (real.txt, attacker.txt, tags.txt, notes.txt) -> claims.jsonl,
estimates.jsonl, claim_marks.json, est_marks.json. Seed 81 for every random choice."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set81_scenarios.json')))
rng = random.Random(81)
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C', 'D']
SLOT_RE = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|lAs|lBs|lCs|lA|lB|lC)\}')


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
            break
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    kids = {}
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            kids[p] = list(ks)
    return lv, tops, kids


def draw(sc):
    lv, tops, kids = tree(sc)
    A = rng.choice(tops)
    B = rng.choice(kids[A])
    C = rng.choice(kids[B])
    A2 = rng.choice([t for t in tops if t != A])
    B2 = rng.choice([b for b in kids[A] if b != B])
    C2, C3 = rng.sample([c for c in kids[B] if c != C], 2)
    D = rng.choice(kids[B2])
    return {'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3, 'D': D}


def path(code, p):
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    table = {'0': [None, None, None], 'A': [p['A'], None, None], 'B': [p['A'], p['B'], None],
             'C': [p['A'], p['B'], p['C']], 'A2': [p['A2'], None, None], 'B2': [p['A'], p['B2'], None],
             'C2': [p['A'], p['B'], p['C2']], 'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']],
             'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None]}
    v = list(table[c])
    if q:
        i = v.index(None)
        assert i > 0
        for j in range(i, 3):
            v[j] = '?'
    return v


def fill(tmpl, sc, p):
    lv = list(U[sc]['universe'])
    nouns = [noun(k) for k in lv]
    name = U[sc]['name']
    # no article before a unit slot, no a/an before the top-level noun
    assert not re.search(r'(?i)\b(a|an|the)\s+\{(A2?|B2?|C[23]?|D)\}', tmpl), tmpl
    assert not re.search(r'(?i)\b(a|an)\s+\{lAs?\}', tmpl), tmpl
    for m in re.finditer(r'(?i)\b(a|an)\s+\{(l[BC])\}', tmpl):
        n = nouns['ABC'.index(m.group(2)[1])]
        assert m.group(1).lower() == ('an' if n[0] in 'aeiou' else 'a'), (tmpl, n)
    mentions = []
    vals = {'N': name, 'lA': nouns[0], 'lB': nouns[1], 'lC': nouns[2],
            'lAs': plural(nouns[0]), 'lBs': plural(nouns[1]), 'lCs': plural(nouns[2])}
    vals.update(p)

    def rep(m):
        s = m.group(1)
        if s in p and p[s] not in mentions:
            mentions.append(p[s])
        return vals[s]
    out = []
    pos = 0
    for m in SLOT_RE.finditer(tmpl):
        out.append(tmpl[pos:m.start()])
        v = rep(m)
        rest = tmpl[m.end():]
        if rest.startswith("'s") and v.endswith('s'):
            out.append(v + "'")
            pos = m.end() + 2
            continue
        if rest.startswith('.') and v.endswith('.'):
            out.append(v)
            pos = m.end() + 1
            continue
        out.append(v)
        pos = m.end()
    out.append(tmpl[pos:])
    text = ''.join(out)
    assert '{' not in text and '}' not in text, text
    return text, mentions, lv, nouns


def read(fn, nf):
    rows = []
    for ln in open(os.path.join(HERE, fn), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split(' ', nf)
            rows.append(parts)
    return rows


items = []
for code, mark, text in read('real.txt', 2):
    items.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in read('tags.txt', 3):
    items.append((tag, 'defender', code, mark, text))
for code, text in read('attacker.txt', 1):
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tmpl) in enumerate(items):
    sc = CHOSEN[i % 20]
    p = draw(sc)
    text, mentions, lv, nouns = fill(tmpl, sc, p)
    b = path(code, p)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (nouns[2], U[sc]['name'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, b))})
    cmarks[rid] = {'code': code, 'mark': mark, 'template': tmpl, 'path': p}
notes = read('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for k, (style, pc, cc, mark, tmpl) in enumerate(notes):
    sc = CHOSEN[k % 20]
    p = draw(sc)
    text, mentions, lv, nouns = fill(tmpl, sc, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = path(code, p)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
        emarks[rid] = {'code': code, 'mark': mark, 'template': tmpl, 'path': p, 'mentions': mentions}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims', len(ests), 'estimates')
