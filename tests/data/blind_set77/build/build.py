#!/usr/bin/env python3
"""Set 77's seeded fill: one drawn path per text (seed 77). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set77_scenarios.json')))
SLOTS = ['A', 'B', 'C', 'A2', 'B2', 'C2', 'C3', 'D']
VOWELS = 'aeiouAEIOU'


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


def read(fn, nf):
    rows = []
    for ln in open(os.path.join(HERE, fn), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip():
            continue
        parts = ln.split(' ', nf)
        rows.append(parts)
    return rows


def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    rng.shuffle(lows)
    C, C2, C3 = lows[0], lows[1], lows[2]
    D = rng.choice(list(u[lv[2]][B2]))
    return dict(A=A, B=B, C=C, A2=A2, B2=B2, C2=C2, C3=C3, D=D)


def values(code, p):
    if code in ('0',):
        return [None, None, None]
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    path = {'A': [p['A'], None, None], 'B': [p['A'], p['B'], None], 'C': [p['A'], p['B'], p['C']],
            'A2': [p['A2'], None, None], 'B2': [p['A'], p['B2'], None], 'C2': [p['A'], p['B'], p['C2']],
            'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']],
            'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None]}[c]
    if q:
        k = sum(1 for v in path if v is not None)
        path = path[:k] + ['?'] * (3 - k)
    return path


def fill(tmpl, sc, p):
    lv = U[sc]['levels']
    name = U[sc]['name']
    nouns = [noun(k) for k in lv]
    # no article before a unit slot, no a/an before the top-level noun
    assert not re.search(r"(?i)\b(the|a|an) \{(A2?|B2?|C[23]?|D)\}", tmpl), tmpl
    assert not re.search(r"(?i)\b(a|an) \{lA\}", tmpl), tmpl
    for m in re.finditer(r"(?i)\b(a|an) \{l([BC])\}", tmpl):
        nn = nouns['ABC'.index(m.group(2))]
        assert (m.group(1).lower() == 'an') == (nn[0] in VOWELS), (tmpl, nn)
    mentions = []
    for m in re.finditer(r"\{(A2|B2|C2|C3|A|B|C|D)\}", tmpl):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    t = tmpl
    for s in SLOTS + ['N']:
        val = name if s == 'N' else p[s]
        t = t.replace('{%s}\'s' % s, poss(val))
        t = t.replace('{%s}' % s, val)
    for i, L in enumerate('ABC'):
        t = t.replace('{l%ss}' % L, plural(nouns[i]))
        t = t.replace('{l%s}' % L, nouns[i])
    assert '{' not in t and '}' not in t, t
    return t, mentions


def main():
    rng = random.Random(77)
    items = []
    for code, mark, text in read('real.txt', 2):
        items.append(('realistic_reply', 'defender', code, mark, text))
    for tag, code, mark, text in read('tags.txt', 3):
        items.append((tag, 'defender', code, mark, text))
    for code, text in read('attacker.txt', 1):
        items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
    assert len(items) == 300, len(items)
    rng.shuffle(items)
    claims, cmarks = [], []
    for i, (tag, spk, code, mark, tmpl) in enumerate(items):
        sc = SCEN[i % 20]
        p = draw(rng, sc)
        text, mentions = fill(tmpl, sc, p)
        lv = U[sc]['levels']
        vals = values(code, p)
        rid = 'c-%03d' % (i + 1)
        nouns = [noun(k) for k in lv]
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                       'question': None if spk == 'attacker' else 'Which %s is %s in?' % (nouns[2], U[sc]['name']),
                       'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
        cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tmpl, 'path': p})
    notes = read('notes.txt', 4)
    assert len(notes) == 60
    rng.shuffle(notes)
    ests, emarks = [], []
    for k, (style, pc, cc, mark, tmpl) in enumerate(notes):
        sc = SCEN[k % 20]
        p = draw(rng, sc)
        text, _ = fill(tmpl, sc, p)
        lv = U[sc]['levels']
        for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
            rid = 'e-%03d' % (2 * k + 1 + j)
            v = values(code, p)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': v if v == 'unscored' else dict(zip(lv, v))})
        emarks.append({'ids': ['e-%03d' % (2 * k + 1), 'e-%03d' % (2 * k + 2)], 'style': style, 'prior': pc,
                       'current': cc, 'mark': mark, 'template': tmpl, 'path': p})
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
    json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims,', len(ests), 'estimates')


if __name__ == '__main__':
    main()
