#!/usr/bin/env python3
"""Seeded fill of set 83's hand-written templates (seed 83). Reads build/real.txt, build/tags.txt,
build/attacker.txt, build/notes.txt and build/universes.json; writes claims.jsonl, estimates.jsonl,
build/claim_marks.json and build/est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 83
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set83_scenarios.json')))
SLOT = r'\{(A2|B2|C2|C3|A|B|C|D|N)\}'


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def poss(name):
    return name + "'" if name.endswith('s') else name + "'s"


def read(fname, nfields):
    out = []
    for ln in open(os.path.join(HERE, fname), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip():
            continue
        parts = ln.split(' ', nfields - 1)
        assert len(parts) == nfields, ln
        out.append(parts)
    return out


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    A = rng.choice(u[lv[0]])
    B = rng.choice(u[lv[1]][A])
    C = rng.choice(u[lv[2]][B])
    A2 = rng.choice([x for x in u[lv[0]] if x != A])
    B2 = rng.choice([x for x in u[lv[1]][A] if x != B])
    C2, C3 = rng.sample([x for x in u[lv[2]][B] if x != C], 2)
    D = rng.choice(u[lv[2]][B2])
    return {'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3, 'D': D}


def fill(tmpl, sc, p):
    lv = list(U[sc]['universe'])
    nouns = [noun(k) for k in lv]
    vals = dict(p)
    vals['N'] = U[sc]['name']
    # article checks
    assert not re.search(r'\b(a|an|the)\s+' + SLOT, tmpl, re.I), tmpl
    assert not re.search(r'\b(a|an)\s+\{lA\}', tmpl), tmpl
    for m in re.finditer(r'\b(a|an)\s+\{l([BC])s?\}', tmpl):
        n = nouns['ABC'.index(m.group(2))]
        assert m.group(1) == 'a' and n[0] not in 'aeiou', (tmpl, n)
    mentions = []
    for m in re.finditer(SLOT, tmpl):
        if m.group(1) != 'N' and p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    t = re.sub(SLOT + "'s", lambda m: poss(vals[m.group(1)]), tmpl)
    t = re.sub(SLOT, lambda m: vals[m.group(1)], t)
    for i, L in enumerate('ABC'):
        t = t.replace('{l%ss}' % L, plural(nouns[i])).replace('{l%s}' % L, nouns[i])
    assert '{' not in t and '}' not in t, t
    return t, mentions


def path(code, sc, p):
    """label values (3) for a code: a slot with its ancestors; BB -> B; AA -> A; 0 all null; X? held then ?."""
    u = U[sc]['universe']
    lv = list(u)
    parent = {}
    for li in (1, 2):
        for par, kids in u[lv[li]].items():
            for k in kids:
                parent[k] = par
    q = code.endswith('?')
    c = code.rstrip('?')
    if c == '0':
        return [None, None, None]
    if c == 'BB':
        c = 'B'
    if c == 'AA':
        c = 'A'
    e = p[c]
    level = {'A': 0, 'A2': 0, 'B': 1, 'B2': 1, 'C': 2, 'C2': 2, 'C3': 2, 'D': 2}[c]
    vals = [None, None, None]
    cur, li = e, level
    while cur is not None:
        vals[li] = cur
        cur = parent.get(cur)
        li -= 1
    if q:
        for j in range(level + 1, 3):
            vals[j] = '?'
    return vals


def main():
    rng = random.Random(SEED)
    items = [('realistic_reply', c, m, t) for c, m, t in read('real.txt', 3)]
    items += [(tag, c, m, t) for tag, c, m, t in read('tags.txt', 4)]
    items += [('attacker_probe', c, ('c' if c != '0' else '.'), t) for c, t in read('attacker.txt', 2)]
    notes = [tuple(x) for x in read('notes.txt', 5)]
    rng.shuffle(items)
    rng.shuffle(notes)
    claims, cmarks = [], []
    for i, (tag, code, mark, tmpl) in enumerate(items):
        sc = CHOSEN[i % 20]
        p = draw(rng, sc)
        text, mentions = fill(tmpl, sc, p)
        lv = list(U[sc]['universe'])
        vals = path(code, sc, p)
        att = tag == 'attacker_probe'
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender',
                       'construction': tag,
                       'question': None if att else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                       'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
        cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tmpl, 'path': p})
    ests, emarks = [], []
    for i, (style, pc, cc, mark, tmpl) in enumerate(notes):
        sc = CHOSEN[i % 20]
        p = draw(rng, sc)
        text, mentions = fill(tmpl, sc, p)
        lv = list(U[sc]['universe'])
        for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
            rid = 'e-%03d' % (2 * i + k + 1)
            lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, sc, p)))
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tmpl, 'path': p, 'mentions': mentions})
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
    json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
    print('claims', len(claims), 'estimates', len(ests))


if __name__ == '__main__':
    main()
