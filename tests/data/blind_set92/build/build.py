"""Set 92 generator (seed 92). Reads build/real.txt, tags.txt, attacker.txt, notes.txt and build/universes.json;
writes claims.jsonl and estimates.jsonl one folder up. One seeded draw of units per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
rng = random.Random(92)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
chosen = json.load(open(os.path.join(ROOT, 'ref', 'set92_scenarios.json')))

def noun(level):
    n = level.lower()
    for suf in ('_name', '_code', '_id'):
        if n.endswith(suf):
            n = n[:-len(suf)]
    return n.replace('_', ' ')

def plural(n):
    if n.endswith('y') and n[-2:-1] not in 'aeiou':
        return n[:-1] + 'ies'
    if n.endswith(('s', 'sh', 'ch', 'x')):
        return n + 'es'
    return n + 's'

def draw(sc):
    U = uni[sc]['universe']
    lv = list(U)
    tops = list(U[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(U[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(U[lv[2]][B]), 3)
    slots = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': uni[sc]['name']}
    for k, l in zip('ABC', lv):
        slots['l' + k] = noun(l)
        slots['l' + k + 's'] = plural(noun(l))
        slots['L' + k] = noun(l)[:1].upper() + noun(l)[1:]
    return lv, slots

UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def fill(t, slots):
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in UNIT_SLOTS and slots[k] not in mentions:
            mentions.append(slots[k])
        return slots[k]
    text = re.sub(r'\{(\w+)\}', rep, t)
    text = text.replace('..', '.')
    return text, mentions

def path(code, slots):
    if code in ('-', ''):
        return [None, None, None]
    q = code.endswith('?')
    u = code.rstrip('?')
    if u[0] == 'A':
        p = [slots[u], None, None]
        if q: p[1] = '?'
    elif u[0] == 'B':
        p = [slots['A'], slots[u], None]
        if q: p[2] = '?'
    else:
        p = [slots['A'], slots['B'], slots[u]]
    return p

entries = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('|', 1)
        entries.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        tag, m, t = ln.rstrip('\n').split('|', 2)
        entries.append((tag, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('|', 1)
        entries.append(('attacker_probe', m, t))
assert len(entries) == 300, len(entries)
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, m, t) in enumerate(entries):
    sc = chosen[i % 20]
    lv, slots = draw(sc)
    text, mentions = fill(t, slots)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(m, '-')
    vals = path(code, slots)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                   'construction': tag, 'question': None if tag == 'attacker_probe' else 'Where does %s work?' % slots['N'],
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    marks[cid] = m
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    if ln.strip():
        notes.append(ln.rstrip('\n').split('|', 4))
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for k, (style, m, pc, cc, t) in enumerate(notes):
    sc = chosen[k % 20]
    lv, slots = draw(sc)
    text, _ = fill(t, slots)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, slots)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[eid] = m
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open('/tmp/blind92/marks.json', 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates')
