#!/usr/bin/env python3
"""Seeded fill of set 54's hand-written templates (seed 54): claims.jsonl and estimates.jsonl.
Each text gets one scenario (entry number modulo 20, after the shuffle) and one seeded path A > B > C,
with A2 (another top unit), B2 (a sibling of B), C2 and C3 (siblings of C) and D (a lowest unit under B2)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 54
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set54_scenarios.json')))
rng = random.Random(SEED)


def noun(key):
    k = re.sub(r'_(name|code)$', '', key)
    return k.replace('_', ' ')


def slip(name):
    if ' ' in name:
        return name.replace(' ', '', 1)
    if '-' in name:
        return name.replace('-', '', 1)
    if '_' in name:
        return name.replace('_', '', 1)
    s = name.lower()
    if s == name:
        s = name.upper()
    return s


def draw(sid):
    u = U[sid]['universe']
    lv = U[sid]['levels']
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    D = rng.choice(u[lv[2]][B2])
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


PATH = {'A': ('A',), 'B': ('A', 'B'), 'C': ('A', 'B', 'C'), 'A2': ('A2',), 'B2': ('A', 'B2'),
        'C2': ('A', 'B', 'C2'), 'C3': ('A', 'B', 'C3'), 'D': ('A', 'B2', 'D'), 'BB': ('A', 'B'), 'AA': ('A',)}
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|D|lA|lB|lC)(~?)\}')


def fill(text, sid, p):
    lv = U[sid]['levels']
    mentions = []

    def rep(m):
        k, sl = m.group(1), m.group(2)
        if k == 'N':
            return U[sid]['name']
        if k.startswith('l'):
            return noun(lv['ABC'.index(k[1])])
        if p[k] not in mentions:
            mentions.append(p[k])
        return slip(p[k]) if sl else p[k]
    return SLOT.sub(rep, text), mentions


def values(code, p, allow_q):
    if code == '0':
        return [None, None, None]
    q = code.endswith('?')
    base = code[:-1] if q else code
    v = [p[s] for s in PATH[base]]
    if q:
        v += ['?'] * (3 - len(v))
    v += [None] * (3 - len(v))
    return v


def main():
    items = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
        if ln.strip():
            code, mark, text = ln.split('|', 2)
            items.append(('defender', 'realistic_reply', code, mark, text))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8').read().splitlines():
        if ln.strip():
            tag, code, mark, text = ln.split('|', 3)
            items.append(('defender', tag, code, mark, text))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8').read().splitlines():
        if ln.strip():
            code, text = ln.split('|', 1)
            items.append(('attacker', 'attacker_probe', code, '.', text))
    rng.shuffle(items)
    claims, marks = [], {}
    for i, (spk, tag, code, mark, text) in enumerate(items):
        sid = SCEN[i % 20]
        lv = U[sid]['levels']
        p = draw(sid)
        t, men = fill(text, sid, p)
        v = values(code, p, False)
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sid, 'speaker': spk, 'construction': tag,
                       'question': ('Which %s is %s in?' % (noun(lv[2]), U[sid]['name'])) if spk == 'defender' else None,
                       'text': t, 'mentions': men, 'belief': dict(zip(lv, v))})
        marks[rid] = {'mark': mark, 'code': code, 'template': text}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8').read().splitlines():
        if ln.strip():
            notes.append(ln.split('|', 4))
    rng.shuffle(notes)
    ests, emarks = [], {}
    for i, (style, pc, cc, mark, text) in enumerate(notes):
        sid = SCEN[i % 20]
        lv = U[sid]['levels']
        p = draw(sid)
        t, _ = fill(text, sid, p)
        for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
            rid = 'e-%03d' % (2 * i + j + 1)
            lab = 'unscored' if code == 'u' else dict(zip(lv, values(code, p, True)))
            ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': t, 'label': lab})
            emarks[rid] = {'mark': mark, 'code': code, 'template': text}
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
    print(len(claims), 'claims,', len(ests), 'estimates')


main()
