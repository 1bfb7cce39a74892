#!/usr/bin/env python3
"""Set 70's seeded fill: templates (real.txt, tags.txt, attacker.txt, notes.txt) -> claims.jsonl, estimates.jsonl.
Seed 70 for every random choice. One path per text: A (a top unit), B (a child of A), C (a child of B); A2 another top
unit; B2 a sibling of B; C2, C3 siblings of C; D a child of B2."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set70_scenarios.json')))
rng = random.Random(70)
SLOTS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C', 'D']


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
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = u[lv[1]][A]
    B, B2 = rng.sample(mids, 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    D = rng.choice(u[lv[2]][B2])
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def fill(tpl, sc, p):
    lv = U[sc]['levels']
    nouns = [noun(k) for k in lv]
    for m in re.finditer(r'\b[Aa]n? \{l([ABC])s?\}', tpl):  # "a" before a level noun: the noun must not start with a vowel
        assert nouns['ABC'.index(m.group(1))][0] not in 'aeiou', (tpl, nouns)
    assert not re.search(r'\b[Aa]n? \{(A2?|B2?|C[23]?|D)\}', tpl), tpl  # no article before a unit slot
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C|D)\}', tpl):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    txt = tpl

    def unit(m):
        name = p[m.group(1)]
        poss = m.group(2)
        if poss:
            return name + ("'" if name.endswith('s') else "'s")
        return name
    txt = re.sub(r"\{(A2|B2|C2|C3|A|B|C|D)\}('s)?", unit, txt)
    # a unit name ending in a full stop: drop the template's own full stop after it
    txt = re.sub(r'(Inc|Corp)\.\.', r'\1.', txt)
    nm = U[sc]['name']
    txt = txt.replace("{N}'s", nm + ("'" if nm.endswith('s') else "'s")).replace('{N}', nm)
    for i, L in enumerate('ABC'):
        txt = txt.replace('{l%ss}' % L, plural(nouns[i])).replace('{l%s}' % L, nouns[i])
    assert '{' not in txt and '}' not in txt, txt
    return txt, mentions


def path_for(code, p, lv):
    n = [None, None, None]
    if code in ('.', '0', 'u'):
        return n
    q = code.endswith('?')
    c = code.rstrip('?')
    table = {'A': [p['A']], 'B': [p['A'], p['B']], 'C': [p['A'], p['B'], p['C']],
             'A2': [p['A2']], 'B2': [p['A'], p['B2']], 'C2': [p['A'], p['B'], p['C2']],
             'C3': [p['A'], p['B'], p['C3']], 'D': [p['A'], p['B2'], p['D']],
             'BB': [p['A'], p['B']], 'AA': [p['A']]}
    vals = table[c]
    out = vals + [('?' if q else None)] * (3 - len(vals))
    return out


def label(code, p, lv):
    if code == 'u':
        return 'unscored'
    return dict(zip(lv, path_for(code, p, lv)))


def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


entries = []
for l in lines('real.txt'):
    code, mark, text = l.split(' ', 2)
    entries.append(('realistic_reply', code, mark, text))
for l in lines('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    entries.append((tag, code, mark, text))
for l in lines('attacker.txt'):
    code, text = l.split(' ', 1)
    entries.append(('attacker_probe', code, 'c' if code != '.' else '.', text))
assert len(entries) == 300
rng.shuffle(entries)
claims, cmarks = [], []
for i, (tag, code, mark, tpl) in enumerate(entries):
    sc = CHOSEN[i % 20]
    lv = U[sc]['levels']
    p = draw(sc)
    txt, men = fill(tpl, sc, p)
    rid = 'c-%03d' % (i + 1)
    att = tag == 'attacker_probe'
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                   'text': txt, 'mentions': men, 'belief': label(code, p, lv)})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tpl, 'path': p})
notes = []
for l in lines('notes.txt'):
    style, pc, cc, mark, text = l.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], []
for k, (style, pc, cc, mark, tpl) in enumerate(notes):
    sc = CHOSEN[k % 20]
    lv = U[sc]['levels']
    p = draw(sc)
    txt, men = fill(tpl, sc, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt,
                     'label': label(code, p, lv)})
        emarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tpl, 'path': p})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), 'claims,', len(ests), 'estimates')
