#!/usr/bin/env python3
"""Set 95's seeded generator (seed 95). Reads real.txt, tags.txt, attacker.txt, notes.txt and universes.json
(written by choose.py); writes ../claims.jsonl and ../estimates.jsonl.
Claim marks: C / B / A commit at the lowest / middle / top level (the committed unit and its tree parents);
a (adversarial) and n (null, honest) are all-null; attacker lines p (plain) and x (adversarial) are all-null.
Note codes: 0 all null, U unscored, C C2 C3 B B2 A A2 a path, B? = A, B, '?'; A? = A, '?', null."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
rng = random.Random(95)
unis = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(ROOT, 'ref', 'set95_scenarios.json')))


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sc):
    u = unis[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    slots = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': unis[sc]['name']}
    for key, k in zip(lv, 'ABC'):
        slots['l' + k] = noun(key)
        slots['l' + k + 's'] = plural(noun(key))
    return lv, slots


UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def fill(tpl, slots):
    def art(m):
        a, s = m.group(1), m.group(2)
        v = slots[s]
        an = v[:1].lower() in 'aeiou'
        w = ('an' if an else 'a')
        if a[0].isupper():
            w = w.capitalize()
        return w + ' {' + s + '}'
    tpl = re.sub(r'\b([Aa]n?) \{(\w+)\}', art, tpl)
    order = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        if m.group(1) in UNIT_SLOTS and slots[m.group(1)] not in order:
            order.append(slots[m.group(1)])
    text = re.sub(r'\{(\w+)\}', lambda m: slots[m.group(1)], tpl)
    for v in slots.values():
        if v.endswith('.'):
            text = text.replace(v + '.', v)  # a unit name ending in a full stop closes the sentence itself
    return text, order


def path(slots, code):
    if code == '0':
        return [None, None, None]
    if code == 'B?':
        return [slots['A'], slots['B'], '?']
    if code == 'A?':
        return [slots['A'], '?', None]
    if code.startswith('C'):
        return [slots['A'], slots['B'], slots[code]]
    if code.startswith('B'):
        return [slots['A'], slots[code], None]
    return [slots[code], None, None]


entries = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        mark, tpl = ln.rstrip('\n').split('|', 1)
        entries.append(('realistic_reply', 'defender', mark, tpl))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        tag, mark, tpl = ln.rstrip('\n').split('|', 2)
        entries.append((tag, 'defender', mark, tpl))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        mark, tpl = ln.rstrip('\n').split('|', 1)
        entries.append(('attacker_probe', 'attacker', mark, tpl))
assert len(entries) == 300, len(entries)
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, spk, mark, tpl) in enumerate(entries):
    sc = scen[i % 20]
    lv, slots = draw(sc)
    text, mentions = fill(tpl, slots)
    if mark == 'C':
        vals = [slots['A'], slots['B'], slots['C']]
    elif mark == 'B':
        vals = [slots['A'], slots['B'], None]
    elif mark == 'A':
        vals = [slots['A'], None, None]
    else:
        vals = [None, None, None]
    cid = 'c-%03d' % (i + 1)
    marks[cid] = mark
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % slots['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        style, adv, pc, cc, tpl = ln.rstrip('\n').split('|', 4)
        notes.append((style, adv, pc, cc, tpl))
assert len(notes) == 60
rng.shuffle(notes)
ests, eadv = [], []
for i, (style, adv, pc, cc, tpl) in enumerate(notes):
    sc = scen[i % 20]
    lv, slots = draw(sc)
    text, _ = fill(tpl, slots)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(slots, code)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        if adv == '1':
            eadv.append(eid)
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'marks': marks, 'est_adversarial': eadv}, open('/tmp/blind95/marks.json', 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates')
