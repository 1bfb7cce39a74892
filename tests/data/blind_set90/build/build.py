#!/usr/bin/env python3
"""Set 90's seeded generator (seed 90). Reads real.txt, tags.txt, attacker.txt, notes.txt and
universes.json (written by choose.py) and writes ../claims.jsonl and ../estimates.jsonl.
Claim lines: MARK|COMMIT|text (real.txt), MARK|COMMIT|TAG|text (tags.txt), MARK|COMMIT|text (attacker.txt).
MARK: c committing, a adversarial (all-null), n null and honest, x adversarial attacker, q plain attacker.
COMMIT: the slot the text commits to (A, A2, B, B2, C, C2, C3) or '-'.
Note lines: STYLE|ADV|PRIOR|CURRENT|text; a code is '-' (all null), 'U' (unscored), a slot, or a slot
followed by '?' (the slot, then '?' one level below it, null below that)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set90_scenarios.json')))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
LEVEL_OF = {'A': 0, 'A2': 0, 'B': 1, 'B2': 1, 'C': 2, 'C2': 2, 'C3': 2}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') and n[-2:-1] not in 'aeiou' else n + 's'


def draw(rng, sc):
    u = U[sc]
    A, A2 = rng.sample(u['top'], 2)
    B, B2 = rng.sample(u['mid'][A], 2)
    C, C2, C3 = rng.sample(u['low'][B], 3)
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': u['name']}
    for i, L in enumerate('ABC'):
        v['l' + L] = noun(u['levels'][i])
        v['l' + L + 's'] = plural(v['l' + L])
    parent = {A: None, A2: None, B: A, B2: A, C: B, C2: B, C3: B}
    return v, parent


def path(v, slot):
    """the committed unit and its tree parents, null below."""
    out = [None, None, None]
    li = LEVEL_OF[slot]
    out[li] = v[slot]
    if li == 1:
        out[0] = v['A']
    if li == 2:
        out[0], out[1] = v['A'], v['B']
    return out


def fill(text, v):
    for s in SLOT.findall(text):
        assert s in v, s
    mentions = []
    for s in SLOT.findall(text):
        if s in LEVEL_OF and v[s] not in mentions:
            mentions.append(v[s])
    out = SLOT.sub(lambda m: v[m.group(1)], text)
    # a unit name ending in a full stop ("Stellara Inc.") at the end of a sentence: one full stop, not two
    out = out.replace('..', '.')
    return out, mentions


def label(v, code, levels):
    if code == '-':
        return {l: None for l in levels}
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    p = path(v, code.rstrip('?'))
    if q:
        p[LEVEL_OF[code.rstrip('?')] + 1] = '?'
    return dict(zip(levels, p))


def main():
    rng = random.Random(90)
    entries = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
        m, c, t = ln.split('|', 2)
        entries.append(('realistic_reply', m, c, t))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8').read().splitlines():
        m, c, tag, t = ln.split('|', 3)
        entries.append((tag, m, c, t))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8').read().splitlines():
        m, c, t = ln.split('|', 2)
        entries.append(('attacker_probe', m, c, t))
    assert len(entries) == 300
    rng.shuffle(entries)
    claims, marks = [], {}
    for i, (tag, mark, com, t) in enumerate(entries):
        sc = SCEN[i % 20]
        v, _ = draw(rng, sc)
        levels = U[sc]['levels']
        text, mentions = fill(t, v)
        att = tag == 'attacker_probe'
        belief = {l: None for l in levels}
        if com != '-':
            assert mark == 'c'
            belief = dict(zip(levels, path(v, com)))
        else:
            assert mark != 'c'
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender',
                       'construction': tag, 'question': None if att else 'Where does %s work?' % v['N'],
                       'text': text, 'mentions': mentions, 'belief': belief})
        marks[rid] = {'mark': mark, 'commit': com, 'template': t}
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8').read().splitlines():
        style, adv, pr, cu, t = ln.split('|', 4)
        notes.append((style, adv, pr, cu, t))
    assert len(notes) == 60
    rng.shuffle(notes)
    ests, used = [], {}
    for k, (style, adv, pr, cu, t) in enumerate(notes):
        sc = SCEN[k % 20]
        v, _ = draw(rng, sc)
        levels = U[sc]['levels']
        text, mentions = fill(t, v)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * k + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': label(v, code, levels)})
            marks[rid] = {'mark': 'a' if adv == '1' else 'p', 'code': code, 'template': t}
        used['e-%03d' % (2 * k + 1)] = mentions
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    os.makedirs('/tmp/blind90', exist_ok=True)
    json.dump(marks, open('/tmp/blind90/marks.json', 'w'), indent=0)
    json.dump(used, open('/tmp/blind90/note_used.json', 'w'), indent=0)
    print(len(claims), 'claims', len(ests), 'estimates')


if __name__ == '__main__':
    main()
