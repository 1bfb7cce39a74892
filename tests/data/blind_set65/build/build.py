#!/usr/bin/env python3
"""Set 65: seeded fill of the hand-written templates (seed 65). One path per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set65_scenarios.json')))
rng = random.Random(65)


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def poss(x):
    return x + "'" if x.endswith('s') else x + "'s"


def draw(sid):
    u = U[sid]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    Bs = list(u[lv[1]][A])
    B, B2 = rng.sample(Bs, 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    D = rng.choice(list(u[lv[2]][B2]))
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


SLOT = re.compile(r"\{(N|A2|B2|C2|C3|A|B|C|D|lAs|lBs|lCs|lA|lB|lC)('s)?\}('s)?")
UNIT = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D'}


def fill(tpl, sid, lv, v):
    name = U[sid]['name']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    mentions = []
    out = []
    pos = 0
    for m in SLOT.finditer(tpl):
        out.append(tpl[pos:m.start()])
        s, p = m.group(1), m.group(2) or m.group(3)
        if s == 'N':
            val = name
        elif s in UNIT:
            val = v[s]
            if val not in mentions:
                mentions.append(val)
        elif s.endswith('s') and s[:-1] in nouns:
            val = nouns[s[:-1]] + 's'
        else:
            val = nouns[s]
        if p:
            val = poss(val)
        out.append(val)
        pos = m.end()
        # a unit name ending in a full stop takes no second one
        if val.endswith('.') and tpl[pos:pos + 1] == '.':
            pos += 1
    out.append(tpl[pos:])
    text = ''.join(out)
    # a/an before a level noun
    text = re.sub(r'\b([Aa]) (?=(%s)\b)' % '|'.join(re.escape(n) for n in nouns.values() if n[0] in 'aeiou') if any(
        n[0] in 'aeiou' for n in nouns.values()) else r'(?!x)x', lambda m: m.group(1) + 'n ', text)
    return text, mentions


def path(code, lv, v):
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    m = {'0': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
         'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
         'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'D': [v['A'], v['B2'], v['D']],
         'BB': [v['A'], v['B'], None], 'AA': [v['A'], None, None]}[c]
    if q:
        k = sum(1 for x in m if x is not None)
        m = m[:k] + ['?'] * (3 - k)
    return dict(zip(lv, m))


def lines(fn):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, fn), encoding='utf-8') if l.strip()]


entries = []
for l in lines('real.txt'):
    code, mark, text = l.split(' ', 2)
    entries.append(('realistic_reply', 'defender', code, mark, text))
for l in lines('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    entries.append((tag, 'defender', code, mark, text))
for l in lines('attacker.txt'):
    code, text = l.split(' ', 1)
    entries.append(('attacker_probe', 'attacker', code, '.', text))
assert len(entries) == 300, len(entries)
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(entries):
    sid = CHOSEN[i % 20]
    lv, v = draw(sid)
    text, men = fill(tpl, sid, lv, v)
    cid = 'c-%03d' % (i + 1)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sid]['name'])
    claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': men, 'belief': path(code, lv, v)})
    cmarks[cid] = {'mark': mark, 'code': code, 'template': tpl}
notes = []
for l in lines('notes.txt'):
    style, pc, cc, mark, text = l.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
n = 0
for i, (style, pc, cc, mark, tpl) in enumerate(notes):
    sid = CHOSEN[i % 20]
    lv, v = draw(sid)
    text, men = fill(tpl, sid, lv, v)
    for kind, code in (('prior', pc), ('current', cc)):
        n += 1
        eid = 'e-%03d' % n
        ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(code, lv, v)})
        emarks[eid] = {'mark': mark, 'code': code, 'template': tpl}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
