#!/usr/bin/env python3
"""Builds set 97's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (seed 97): per text, one scenario (entry number
modulo 20 after a seeded shuffle), two top units, two middle siblings under the first, three lowest-level
siblings under the first middle unit. Labels follow the marks: C/B/A commit at that level (the unit and its
tree parents), a/n/p/x are all-null; note codes give prior and current labels."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set97_scenarios.json')))
rng = random.Random(97)

def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def read(name, nf):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('|', nf - 1)
            assert len(parts) == nf, ln
            out.append(parts)
    return out

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|lAs|lBs|lCs|lA|lB|lC)\}')

def draw(sid):
    u = U[sid]['tree']; lv = U[sid]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def fill(tpl, sid, units):
    lv = U[sid]['levels']
    vals = dict(units)
    vals['N'] = U[sid]['name']
    for i, k in enumerate('ABC'):
        vals['l' + k] = noun(lv[i])
        vals['l' + k + 's'] = plural(noun(lv[i]))
    mentions = []
    out = []
    pos = 0
    for m in SLOT.finditer(tpl):
        out.append(tpl[pos:m.start()])
        v = vals[m.group(1)]
        if m.group(1)[0] in 'ABC' and v not in mentions:
            mentions.append(v)
        out.append(v)
        pos = m.end()
        # a unit name ending in a full stop closes the sentence itself
        if v.endswith('.') and tpl[pos:pos + 1] == '.':
            pos += 1
    out.append(tpl[pos:])
    return ''.join(out), mentions

def path(code, sid, units):
    lv = U[sid]['levels']
    if code == 'U':
        return 'unscored'
    A, B = units['A'], units['B']
    v = {'0': [None, None, None], 'A': [A, None, None], 'A2': [units['A2'], None, None],
         'B': [A, B, None], 'B2': [A, units['B2'], None], 'C': [A, B, units['C']],
         'C2': [A, B, units['C2']], 'C3': [A, B, units['C3']], 'A?': [A, '?', None],
         'B?': [A, B, '?']}[code]
    return dict(zip(lv, v))

items = []
for mark, tpl in read('real.txt', 2):
    items.append(('realistic_reply', 'defender', mark, tpl))
for tag, mark, tpl in read('tags.txt', 3):
    items.append((tag, 'defender', mark, tpl))
for mark, tpl in read('attacker.txt', 2):
    items.append(('attacker_probe', 'attacker', mark, tpl))
assert len(items) == 300
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, spk, mark, tpl) in enumerate(items):
    sid = CHOSEN[i % 20]
    units = draw(sid)
    text, ment = fill(tpl, sid, units)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, '0')
    belief = path(code, sid, units)
    rid = 'c-%03d' % (i + 1)
    name = U[sid]['name']
    claims.append({'id': rid, 'scenario': sid, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % name) if spk == 'defender' else None,
                   'text': text, 'mentions': ment, 'belief': belief})
    marks[rid] = mark
notes = read('notes.txt', 5)
assert len(notes) == 60
rng.shuffle(notes)
ests, nmarks = [], {}
for i, (style, adv, prior, current, tpl) in enumerate(notes):
    sid = CHOSEN[i % 20]
    units = draw(sid)
    text, _ = fill(tpl, sid, units)
    for j, (kind, code) in enumerate((('prior', prior), ('current', current))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(code, sid, units)})
        nmarks[rid] = (style, adv, prior, current)
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'notes': nmarks}, open('/tmp/blind97/marks.json', 'w'), indent=0)
print(len(claims), 'claims,', len(ests), 'estimates')
