"""Builds claims.jsonl and estimates.jsonl of set 101 from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (seed 101), one path per text."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
uni = json.load(open(os.path.join(B, 'universes.json')))
chosen = json.load(open(os.path.join(HERE, 'ref', 'set101_scenarios.json')))
rng = random.Random(101)


def noun(level):
    s = level.lower()
    for suf in ('_name', '_code', '_id'):
        if s.endswith(suf):
            s = s[:-len(suf)]
    return s.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


entries = []
for ln in open(os.path.join(B, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('|', 1)
        entries.append(('realistic_reply', m, t, 'defender'))
for ln in open(os.path.join(B, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        tag, m, t = ln.rstrip('\n').split('|', 2)
        entries.append((tag, m, t, 'defender'))
for ln in open(os.path.join(B, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('|', 1)
        entries.append(('attacker_probe', m, t, 'attacker'))
notes = []
for ln in open(os.path.join(B, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        st, adv, pr, cu, t = ln.rstrip('\n').split('|', 4)
        notes.append((st, adv == '1', pr, cu, t))
assert len(entries) == 300 and len(notes) == 60
rng.shuffle(entries)
rng.shuffle(notes)


def draw(sc):
    u = uni[sc]
    lv = u['levels']
    t = u['tree']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    Bx, B2 = rng.sample(list(t[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[lv[2]][Bx]), 3)
    ns = [noun(l) for l in lv]
    slots = {'N': u['first_name'], 'A': A, 'A2': A2, 'B': Bx, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
             'lA': ns[0], 'lB': ns[1], 'lC': ns[2], 'lAs': plural(ns[0]), 'lBs': plural(ns[1]), 'lCs': plural(ns[2])}
    return lv, slots


UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def render(t, slots):
    out, mentions = [], []
    pos = 0
    for m in re.finditer(r'\{(\w+)\}', t):
        out.append(t[pos:m.start()])
        k = m.group(1)
        v = slots[k]
        out.append(v)
        pos = m.end()
        if v.endswith('.') and t[pos:pos + 1] == '.':
            pos += 1
        if k in UNIT_SLOTS and v not in mentions:
            mentions.append(v)
    out.append(t[pos:])
    return ''.join(out), mentions


def path(code, lv, s):
    if code == 'null':
        vals = [None, None, None]
    elif code == 'U':
        return 'unscored'
    elif code in ('A', 'A2'):
        vals = [s[code], None, None]
    elif code == 'A?':
        vals = [s['A'], '?', None]
    elif code in ('B', 'B2'):
        vals = [s['A'], s[code], None]
    elif code == 'B?':
        vals = [s['A'], s['B'], '?']
    elif code in ('C', 'C2', 'C3'):
        vals = [s['A'], s['B'], s[code]]
    else:
        raise ValueError(code)
    return dict(zip(lv, vals))


claims, marks = [], {}
for i, (tag, mark, t, spk) in enumerate(entries):
    sc = chosen[i % 20]
    lv, s = draw(sc)
    text, men = render(t, s)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, 'null')
    cid = 'c-%03d' % (i + 1)
    marks[cid] = mark
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % s['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': men, 'belief': path(code, lv, s)})
ests, eadv = [], []
n = 0
for i, (st, adv, pr, cu, t) in enumerate(notes):
    sc = chosen[i % 20]
    lv, s = draw(sc)
    text, men = render(t, s)
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        eid = 'e-%03d' % n
        if adv:
            eadv.append(eid)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                     'label': path(code, lv, s)})
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'adversarial_estimates': eadv}, open(os.path.join(B, 'marks.json'), 'w'), indent=0)
adv = [c for c, m in marks.items() if m in ('a', 'x')]
print(len(claims), 'claims', len(ests), 'estimates', len(adv), 'adversarial claims', len(eadv) // 2, 'adversarial notes')
