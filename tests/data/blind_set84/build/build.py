#!/usr/bin/env python3
"""Set 84's seeded generator: fills the hand-written templates (real.txt, attacker.txt, tags.txt, notes.txt)
with units of the 20 chosen trees (seed 84, one drawn path per text) and writes claims.jsonl, estimates.jsonl,
claim_marks.json and est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
SEED = 84
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set84_scenarios.json')))
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C', 'D']
SLOT_RE = re.compile(r"\{(N|A2|A|B2|B|C2|C3|C|D)\}('s)?|\{(l[ABC]s?)\}")


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


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    B = rng.choice(u[lv[1]][A])
    C = rng.choice(u[lv[2]][B])
    A2 = rng.choice([t for t in tops if t != A])
    B2 = rng.choice([b for b in u[lv[1]][A] if b != B])
    C2, C3 = rng.sample([c for c in u[lv[2]][B] if c != C], 2)
    D = rng.choice(u[lv[2]][B2])
    return {'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3, 'D': D}


def path(code, p):
    """code -> [top, middle, lowest] (entities, None or '?')."""
    if code == '0':
        return [None, None, None]
    base = {'A': [p['A'], None, None], 'B': [p['A'], p['B'], None], 'C': [p['A'], p['B'], p['C']],
            'A2': [p['A2'], None, None], 'B2': [p['A'], p['B2'], None], 'C2': [p['A'], p['B'], p['C2']],
            'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']],
            'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None]}
    if code.endswith('?'):
        v = base[code[:-1]]
        k = v.index(None)
        return v[:k] + ['?'] * (3 - k)
    return base[code]


def fill(tmpl, sc, p):
    lv, u = tree(sc)
    nouns = [noun(k) for k in lv]
    name = U[sc]['name']
    assert not re.search(r'(?i)\b(the|a|an)\s+\{(A2|A|B2|B|C2|C3|C|D)\}', tmpl), tmpl
    assert not re.search(r'(?i)\ban?\s+\{lA\}', tmpl), tmpl
    for m in re.finditer(r'(?i)\b(a|an)\s+\{(l[BC])\}', tmpl):
        n = nouns['ABC'.index(m.group(2)[1])]
        assert m.group(1).lower() == 'a' and n[0] not in 'aeiou', (tmpl, n)
    mentions = []

    def rep(m):
        if m.group(3):
            s = m.group(3)
            n = nouns['ABC'.index(s[1])]
            return plural(n) if s.endswith('s') else n
        slot = m.group(1)
        val = name if slot == 'N' else p[slot]
        if slot != 'N' and val not in mentions:
            mentions.append(val)
        return poss(val) if m.group(2) else val
    text = SLOT_RE.sub(rep, tmpl)
    text = text.replace('..', '.')
    assert '{' not in text and '}' not in text, text
    return text, mentions


def labels(code, sc, p):
    lv, u = tree(sc)
    if code == 'u':
        return 'unscored'
    v = path(code, p)
    return dict(zip(lv, v))


def read(fn, nf):
    rows = []
    for ln in open(os.path.join(HERE, fn), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        parts = ln.split(' ', nf)
        assert len(parts) == nf + 1, ln
        rows.append(parts)
    return rows


def main():
    rng = random.Random(SEED)
    items = []
    for code, mark, t in read('real.txt', 2):
        items.append(('realistic_reply', 'defender', code, mark, t))
    for code, t in read('attacker.txt', 1):
        items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', t))
    for tag, code, mark, t in read('tags.txt', 3):
        items.append((tag, 'defender', code, mark, t))
    for it in items:
        assert it[2] in ('A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D', 'BB', 'AA', '0'), it
        assert it[3] in ('c', '.', 'a'), it
        assert (it[2] == '0') == (it[3] != 'c'), it
    rng.shuffle(items)
    claims, cmarks = [], []
    for i, (tag, spk, code, mark, t) in enumerate(items):
        sc = SCEN[i % 20]
        p = draw(rng, sc)
        text, ment = fill(t, sc, p)
        lv, u = tree(sc)
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                       'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                       'text': text, 'mentions': ment, 'belief': dict(zip(lv, path(code, p)))})
        cmarks.append({'id': cid, 'construction': tag, 'code': code, 'mark': mark, 'template': t, 'path': p})
    notes = read('notes.txt', 4)
    rng.shuffle(notes)
    ests, emarks = [], []
    for k, (style, pc, cc, mark, t) in enumerate(notes):
        assert mark in ('.', 'a'), mark
        sc = SCEN[k % 20]
        p = draw(rng, sc)
        text, ment = fill(t, sc, p)
        ids = ('e-%03d' % (2 * k + 1), 'e-%03d' % (2 * k + 2))
        for kind, code, rid in (('prior', pc, ids[0]), ('current', cc, ids[1])):
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': labels(code, sc, p)})
        emarks.append({'ids': list(ids), 'construction': style, 'prior': pc, 'current': cc, 'mark': mark,
                       'template': t, 'path': p, 'mentions': ment})
    with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
    json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims', len(ests), 'estimates')


if __name__ == '__main__':
    main()
