#!/usr/bin/env python3
"""Set 61: fill the hand-written templates with seeded draws (seed 61) and write claims.jsonl and estimates.jsonl.
Reads only build/universes.json (written by choose.py) and the template files."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 61
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set61_scenarios.json')))
SLOTS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C', 'D']


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def needs_an(name):
    if re.match(r'(Uni|Use|UX)', name):
        return False
    if name[0] in 'AEIOUaeiou':
        return True
    # an initialism read letter by letter whose first letter name starts with a vowel sound
    if name[0] in 'FHLMNRSX' and len(name) > 1 and (name[1].isupper() or name[1] in '&/-'):
        return True
    return False


def slipped(name):
    m = re.search(r'[ \-_]', name)
    if m:
        return name[:m.start()] + name[m.end():]
    return (name[0].lower() if name[0].isupper() else name[0].upper()) + name[1:]


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    return lv, tops, u[lv[1]], u[lv[2]]


def draw(rng, sc):
    lv, tops, mid, low = tree(sc)
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(mid[A], 2)
    C, C2, C3 = rng.sample(low[B], 3)
    D = rng.choice(low[B2])
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def fill(t, path, sc):
    lv = list(U[sc]['universe'])
    name = U[sc]['name']
    vals = dict(path)
    for s in ('A', 'B', 'C'):
        vals[s + '~'] = slipped(path[s])
    vals['N'] = name
    for i, s in enumerate('ABC'):
        vals['l' + s] = noun(lv[i])
        vals['l' + s + 's'] = noun(lv[i]) + 's'
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C|D)~?\}', t):
        e = path[m.group(1)]
        if e not in mentions:
            mentions.append(e)
    # a / an before a unit slot
    def art(m):
        v = vals[m.group(2)]
        a = 'an' if needs_an(v) else 'a'
        if m.group(1)[0] == 'A':
            a = a.capitalize()
        return a + ' {' + m.group(2) + '}'
    t = re.sub(r'\b([Aa]n?) \{((?:A2|B2|C2|C3|A|B|C|D)~?)\}', art, t)
    # possessives: a name ending in s takes an apostrophe only
    def poss(m):
        v = vals[m.group(1)]
        return v + ("'" if v.endswith('s') else "'s")
    t = re.sub(r"\{(\w+~?)\}'s", poss, t)
    def sub(m):
        return vals[m.group(1)]
    t = re.sub(r'\{(\w+~?)\}', sub, t)
    for v in vals.values():
        if v.endswith('.'):
            t = t.replace(v + '.', v)
    return t, mentions


def values(code, path, allow_q):
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    p = path
    table = {'0': [None, None, None], 'A': [p['A'], None, None], 'A2': [p['A2'], None, None],
             'AA': [p['A'], None, None], 'B': [p['A'], p['B'], None], 'BB': [p['A'], p['B'], None],
             'B2': [p['A'], p['B2'], None], 'C': [p['A'], p['B'], p['C']], 'C2': [p['A'], p['B'], p['C2']],
             'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']]}
    v = list(table[c])
    if q:
        assert allow_q
        k = max(i for i in range(3) if v[i] is not None)
        for j in range(k + 1, 3):
            v[j] = '?'
    return v


def lines(fn):
    return [l for l in open(os.path.join(HERE, fn), encoding='utf-8').read().split('\n') if l.strip()]


def main():
    rng = random.Random(SEED)
    entries = []
    for l in lines('real.txt'):
        code, mark, text = l.split(' ', 2)
        entries.append(('defender', 'realistic_reply', code, mark, text))
    for l in lines('tags.txt'):
        tag, code, mark, text = l.split(' ', 3)
        entries.append(('defender', tag, code, mark, text))
    for l in lines('attacker.txt'):
        code, text = l.split(' ', 1)
        entries.append(('attacker', 'attacker_probe', code, '.', text))
    assert len(entries) == 300, len(entries)
    rng.shuffle(entries)
    claims, cmarks = [], {}
    for i, (spk, tag, code, mark, text) in enumerate(entries):
        sc = SCEN[i % 20]
        path = draw(rng, sc)
        lv = list(U[sc]['universe'])
        t, mentions = fill(text, path, sc)
        b = values(code, path, False)
        anc = {path['C']: [path['B'], path['A']], path['C2']: [path['B'], path['A']],
               path['C3']: [path['B'], path['A']], path['D']: [path['B2'], path['A']],
               path['B']: [path['A']], path['B2']: [path['A']], path['A']: [], path['A2']: []}
        for v in b:
            if v is not None:
                assert v in mentions or any(v in anc[m] for m in mentions), (code, text)
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                       'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                       'text': t, 'mentions': mentions, 'belief': dict(zip(lv, b))})
        cmarks[rid] = mark
    notes = []
    for l in lines('notes.txt'):
        style, pc, cc, mark, text = l.split(' ', 4)
        notes.append((style, pc, cc, mark, text))
    assert len(notes) == 60
    rng.shuffle(notes)
    ests, emarks = [], {}
    for i, (style, pc, cc, mark, text) in enumerate(notes):
        sc = SCEN[i % 20]
        path = draw(rng, sc)
        lv = list(U[sc]['universe'])
        t, mentions = fill(text, path, sc)
        for k, code in (('prior', pc), ('current', cc)):
            rid = 'e-%03d' % (len(ests) + 1)
            v = values(code, path, True)
            ests.append({'id': rid, 'scenario': sc, 'kind': k, 'construction': style, 'text': t,
                         'label': v if v == 'unscored' else dict(zip(lv, v))})
            emarks[rid] = mark
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)
    json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
    print(len(claims), 'claims,', len(ests), 'estimates')


if __name__ == '__main__':
    main()
