#!/usr/bin/env python3
"""Set 74's seeded fill (seed 74): templates (real.txt, tags.txt, attacker.txt, notes.txt) -> claims.jsonl,
estimates.jsonl, claim_marks.json, est_marks.json. One drawn path per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(TOP, 'ref', 'set74_scenarios.json')))
rng = random.Random(74)
UNIT = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C', 'D']
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|l[ABC]s?)\}')

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

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    B = rng.choice(u[lv[1]][A])
    B2 = rng.choice([b for b in u[lv[1]][A] if b != B])
    C = rng.choice(u[lv[2]][B])
    C2, C3 = rng.sample([c for c in u[lv[2]][B] if c != C], 2)
    D = rng.choice(u[lv[2]][B2])
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}

def fill(tpl, sc, P):
    lv = U[sc]['levels']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    for k in list(nouns):
        nouns[k + 's'] = plural(nouns[k])
    assert not re.search(r"\b(a|an|the|A|An|The)\s+\{(A2|A|B2|B|C2|C3|C|D)\}", tpl), tpl
    for m in re.finditer(r'\b(a|an)\s+\{(l[ABC]s?)\}', tpl):
        n = nouns[m.group(2)]
        assert (m.group(1) == 'a') == (n[0] not in 'aeiou'), (tpl, n)
    out, mentions, pos = [], [], 0
    for m in SLOT.finditer(tpl):
        out.append(tpl[pos:m.start()])
        s = m.group(1)
        val = U[sc]['name'] if s == 'N' else nouns[s] if s.startswith('l') else P[s]
        if s in UNIT and val not in mentions:
            mentions.append(val)
        rest = tpl[m.end():]
        if rest.startswith("'s"):
            out.append(poss(val)); pos = m.end() + 2
        elif val.endswith('.') and rest.startswith('.'):
            out.append(val); pos = m.end() + 1
        else:
            out.append(val); pos = m.end()
    out.append(tpl[pos:])
    text = ''.join(out)
    return text[0].upper() + text[1:] if text[0].islower() and text[0].isalpha() and not text.startswith('iOS') else text, mentions

def values(code, P):
    A, B = P['A'], P['B']
    return {'0': [None, None, None], 'C': [A, B, P['C']], 'C2': [A, B, P['C2']], 'C3': [A, B, P['C3']],
            'B': [A, B, None], 'BB': [A, B, None], 'A': [A, None, None], 'AA': [A, None, None],
            'D': [A, P['B2'], P['D']], 'B2': [A, P['B2'], None], 'A2': [P['A2'], None, None],
            'A?': [A, '?', '?'], 'B?': [A, B, '?'], 'A2?': [P['A2'], '?', '?'], 'B2?': [A, P['B2'], '?']}[code]

entries = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
    code, mark, text = ln.split(' ', 2)
    entries.append(('realistic_reply', 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8').read().splitlines():
    tag, code, mark, text = ln.split(' ', 3)
    entries.append((tag, 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8').read().splitlines():
    code, text = ln.split(' ', 1)
    entries.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
assert len(entries) == 300
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(entries):
    sc = CHOSEN[i % 20]
    P = draw(sc)
    text, mentions = fill(tpl, sc, P)
    lv = U[sc]['levels']
    vals = values(code, P)
    assert '?' not in vals
    for v in vals:
        assert v is None or v in mentions or any(
            v in (P['A'], P['B'], P['A2'], P['B2']) for _ in [0]), (tpl, v)
    rid = 'c-%03d' % (i + 1)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': dict(zip(lv, vals))})
    cmarks[rid] = {'code': code, 'mark': mark, 'template': tpl, 'path': P}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8').read().splitlines():
    style, pc, cc, mark, text = ln.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for k, (style, pc, cc, mark, tpl) in enumerate(notes):
    sc = CHOSEN[k % 20]
    P = draw(sc)
    text, _ = fill(tpl, sc, P)
    lv = U[sc]['levels']
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + 1 + j)
        lab = 'unscored' if code == 'u' else dict(zip(lv, values(code, P)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks[rid] = {'code': code, 'mark': mark, 'template': tpl, 'path': P}
with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates')
