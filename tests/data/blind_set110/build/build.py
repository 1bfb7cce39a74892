#!/usr/bin/env python3
"""Builds set 110's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn here by a seeded generator (seed 110): the texts are shuffled once, assigned
to the 20 scenarios in turn (entry number modulo 20), and for each text one draw picks two top units (A, A2), two
middle units under A (B, B2) and the three lowest units under B in a drawn order (C, C2, C3)."""
import json, os, random, re
B_ = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B_)
U = json.load(open(os.path.join(B_, 'universes.json')))
CHOSEN = json.load(open(os.path.join(HERE, 'ref', 'set110_scenarios.json')))
rng = random.Random(110)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def read(name, ncols):
    out = []
    for ln in open(os.path.join(B_, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip():
            continue
        parts = ln.split('\t')
        assert len(parts) == ncols, (name, ln)
        out.append(parts)
    return out

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|lAs|lBs|lCs|lA|lB|lC)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def draw(sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    tops = list(u[L[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[L[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[L[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}

def fill(tpl, sc, units):
    L = U[sc]['levels']
    nouns = [noun(k) for k in L]
    vals = dict(units)
    vals.update({'N': U[sc]['name'], 'lA': nouns[0], 'lB': nouns[1], 'lC': nouns[2],
                 'lAs': plural(nouns[0]), 'lBs': plural(nouns[1]), 'lCs': plural(nouns[2])})
    text = SLOT.sub(lambda m: vals[m.group(1)], tpl)
    text = re.sub(r'(Inc|Corp)\.\.', r'\1.', text)
    assert '{' not in text and '}' not in text, tpl
    mentions = []
    for m in SLOT.finditer(tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and units[s] not in mentions:
            mentions.append(units[s])
    return text, mentions

def path(tok, units, levels):
    if tok in ('-',):
        vals = [None, None, None]
    elif tok == 'U':
        return 'unscored'
    else:
        A, A2, B, B2, C, C2, C3 = (units[k] for k in UNIT_SLOTS)
        vals = {'A': [A, None, None], 'A2': [A2, None, None], 'A?': [A, '?', None],
                'B': [A, B, None], 'B2': [A, B2, None], 'B?': [A, B, '?'],
                'C': [A, B, C], 'C2': [A, B, C2], 'C3': [A, B, C3]}[tok]
    return dict(zip(levels, vals))

entries = []
for mark, tpl in read('real.txt', 2):
    entries.append(('realistic_reply', 'defender', mark, tpl))
for tag, mark, tpl in read('tags.txt', 3):
    entries.append((tag, 'defender', mark, tpl))
for mark, tpl in read('attacker.txt', 2):
    entries.append(('attacker_probe', 'attacker', mark, tpl))
assert len(entries) == 300
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, spk, mark, tpl) in enumerate(entries):
    sc = CHOSEN[i % 20]
    units = draw(sc)
    text, mentions = fill(tpl, sc, units)
    levels = U[sc]['levels']
    tok = {'C': 'C', 'B': 'B', 'A': 'A', 'X': '-', 'N': '-'}[mark]
    if spk == 'attacker':
        tok = '-'
    belief = path(tok, units, levels)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % U[sc]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': belief})
    marks[rid] = {'mark': mark, 'tag': tag, 'template': tpl, 'units': units}

notes = read('notes.txt', 5)
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (style, adv, prior, current, tpl) in enumerate(notes):
    sc = CHOSEN[i % 20]
    units = draw(sc)
    text, mentions = fill(tpl, sc, units)
    levels = U[sc]['levels']
    for j, (kind, tok) in enumerate((('prior', prior), ('current', current))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(tok, units, levels)})
        marks[rid] = {'style': style, 'adv': adv == '1', 'tok': tok, 'template': tpl, 'units': units,
                      'mentions': mentions}

with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B_, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
adv_c = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
adv_e = [r['id'] for r in ests if marks[r['id']]['adv']]
print('claims %d, estimates %d, adversarial claims %d, adversarial estimate records %d'
      % (len(claims), len(ests), len(adv_c), len(adv_e)))
