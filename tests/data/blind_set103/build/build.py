#!/usr/bin/env python3
"""Builds set 103's claims.jsonl and estimates.jsonl from the templates in this folder.
One seeded draw per text (seed 103): two top units, two middle siblings under the first, three lowest-level
units under the first middle unit. Entry number modulo 20 (after the seeded shuffle) picks the universe."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(OUT, 'ref', 'set103_scenarios.json')))
rng = random.Random(103)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def draw(sid):
    u = U[sid]['universe']; lv = U[sid]['levels']
    A, A2 = rng.sample(sorted(u[lv[0]]), 2)
    B, B2 = rng.sample(sorted(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(sorted(u[lv[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}

UNIT = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}

def fill(tpl, sid, v):
    lv = U[sid]['levels']
    words = {'N': U[sid]['name']}
    for i, k in enumerate('ABC'):
        words['l' + k] = noun(lv[i]); words['l' + k + 's'] = plural(noun(lv[i]))
    words.update(v)
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in UNIT and v[k] not in mentions:
            mentions.append(v[k])
        return words[k]
    text = re.sub(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}', rep, tpl)
    assert '{' not in text and '}' not in text, text
    return text, mentions

def path(code, sid, v):
    lv = U[sid]['levels']
    if code == 'U':
        return 'unscored'
    vals = [None, None, None]
    if code == '-':
        pass
    elif code.endswith('?'):
        base = code[:-1]
        if base == 'A':
            vals = [v['A'], '?', None]
        elif base == 'B':
            vals = [v['A'], v['B'], '?']
    elif code in ('A', 'A2'):
        vals = [v[code], None, None]
    elif code in ('B', 'B2'):
        vals = [v['A'], v[code], None]
    elif code in ('C', 'C2', 'C3'):
        vals = [v['A'], v['B'], v[code]]
    else:
        raise ValueError(code)
    return dict(zip(lv, vals))

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

entries = [('realistic_reply', m, t) for m, t in (l.split('|', 1) for l in lines('real.txt'))]
entries += [tuple(l.split('|', 2)) for l in lines('tags.txt')]
entries += [('attacker_probe', m, t) for m, t in (l.split('|', 1) for l in lines('attacker.txt'))]
assert len(entries) == 300
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, mark, tpl) in enumerate(entries):
    sid = ORDER[i % 20]
    v = draw(sid)
    text, mentions = fill(tpl, sid, v)
    lv = U[sid]['levels']
    belief = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(mark, [None] * 3)
    rid = 'c-%03d' % (i + 1)
    marks[rid] = mark
    att = tag == 'attacker_probe'
    claims.append({'id': rid, 'scenario': sid, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % U[sid]['name'], 'text': text,
                   'mentions': mentions, 'belief': dict(zip(lv, belief))})
notes = [l.split('|', 4) for l in lines('notes.txt')]
assert len(notes) == 60
rng.shuffle(notes)
ests, eadv = [], []
for i, (style, adv, pc, cc, tpl) in enumerate(notes):
    sid = ORDER[i % 20]
    v = draw(sid)
    text, _ = fill(tpl, sid, v)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + j + 1)
        if adv == '1':
            eadv.append(rid)
        ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(code, sid, v)})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates_adversarial': eadv,
           'notes': {ests[2 * i]['id']: [n[0], n[1], n[2], n[3]] for i, n in enumerate(notes)}},
          open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv = [k for k, m in marks.items() if m in ('a', 'x')]
print('claims %d, estimates %d, adversarial claims %d (%.1f%%), adversarial notes %d' % (
    len(claims), len(ests), len(adv), 100.0 * len(adv) / len(claims), len(eadv) // 2))
