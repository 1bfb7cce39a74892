#!/usr/bin/env python3
"""Set 94's seeded generator (seed 94). Reads real.txt, tags.txt, attacker.txt, notes.txt and universes.json;
writes ../claims.jsonl, ../estimates.jsonl and /tmp/blind94/marks.json. One path per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(94)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set94_scenarios.json')))


def noun(level):
    n = level.lower()
    for suf in ('_name', '_code', '_id'):
        if n.endswith(suf):
            n = n[:-len(suf)]
    return n.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def draw(sid):
    u = U[sid]['universe']; L = U[sid]['levels']
    A, A2 = rng.sample(list(u[L[0]]), 2)
    B, B2 = rng.sample(list(u[L[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[L[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tpl, sid, vals):
    L = U[sid]['levels']
    nouns = {'lA': noun(L[0]), 'lB': noun(L[1]), 'lC': noun(L[2])}
    mentions = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', tpl):
        v = vals[m.group(1)]
        if v not in mentions:
            mentions.append(v)
    t = tpl
    for k in ('lA', 'lB', 'lC'):
        t = t.replace('{%s}s' % k, plural(nouns[k])).replace('{%s}' % k, nouns[k])
    t = t.replace('{N}', U[sid]['name'])
    t = re.sub(r'\{(A2?|B2?|C[23]?)\}', lambda m: vals[m.group(1)], t)
    assert '{' not in t and '}' not in t, t
    return t, mentions


def path(sid, vals, code):
    """label/belief for a code: '-' all null, 'U' unscored, a slot name (its tree path), a slot name with '?'
    ('?' at the level below it, null below that). C, C2, C3 sit under B, under A; B, B2 under A."""
    L = U[sid]['levels']
    if code == '-':
        return dict.fromkeys(L)
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    if c[0] == 'C':
        p = [vals['A'], vals['B'], vals[c]]
    elif c[0] == 'B':
        p = [vals['A'], vals[c], None]
    else:
        p = [vals[c], None, None]
    if q:
        lev = {'A': 0, 'B': 1}[c[0]]
        p[lev + 1] = '?'
    return dict(zip(L, p))


items = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    mark, tpl = ln.rstrip('\n').split('|', 1)
    items.append(('realistic_reply', mark, tpl, 'defender'))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    mark, tag, tpl = ln.rstrip('\n').split('|', 2)
    items.append((tag, mark, tpl, 'defender'))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    mark, tpl = ln.rstrip('\n').split('|', 1)
    items.append(('attacker_probe', mark, tpl, 'attacker'))
assert len(items) == 300
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, mark, tpl, spk) in enumerate(items):
    sid = SCEN[i % 20]
    vals = draw(sid)
    text, mentions = fill(tpl, sid, vals)
    L = U[sid]['levels']
    if mark in 'CBA':
        assert '{%s}' % mark in tpl, tpl
        b = path(sid, vals, mark)
    else:
        b = dict.fromkeys(L)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % U[sid]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': b})
    marks[cid] = {'mark': mark, 'tpl': tpl}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    style, adv, pr, cu, tpl = ln.rstrip('\n').split('|', 4)
    notes.append((style, adv == '1', pr, cu, tpl))
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for j, (style, adv, pr, cu, tpl) in enumerate(notes):
    sid = SCEN[j % 20]
    vals = draw(sid)
    text, _ = fill(tpl, sid, vals)
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * j + k + 1)
        ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(sid, vals, code)})
        marks[eid] = {'adv': adv, 'code': code, 'style': style, 'tpl': tpl}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
os.makedirs('/tmp/blind94', exist_ok=True)
json.dump(marks, open('/tmp/blind94/marks.json', 'w'), indent=0)
print(len(claims), 'claims,', len(ests), 'estimates')
