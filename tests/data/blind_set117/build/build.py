#!/usr/bin/env python3
"""Builds set 117's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (seed 117): one draw per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set117_scenarios.json')))
rng = random.Random(117)

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
    tops = list(u[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B]); rng.shuffle(lows)
    C, C2, C3 = lows[:3]
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}

UNIT_SLOTS = ('A2', 'B2', 'C2', 'C3', 'A', 'B', 'C')

def fill(tpl, sid, v):
    lv = U[sid]['levels']
    ln = [noun(x) for x in lv]
    subs = {'N': U[sid]['name'], 'lA': ln[0], 'lB': ln[1], 'lC': ln[2],
            'lAs': plural(ln[0]), 'lBs': plural(ln[1]), 'lCs': plural(ln[2])}
    subs.update(v)
    mentions = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        k = m.group(1)
        if k in UNIT_SLOTS and v[k] not in mentions:
            mentions.append(v[k])
    text = re.sub(r'\{(\w+)\}', lambda m: subs[m.group(1)], tpl)
    return text, mentions

def path(spec, v):
    if spec == 'unscored':
        return 'unscored'
    return {'null': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'Aq': [v['A'], '?', None], 'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
            'Bq': [v['A'], v['B'], '?'], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']]}[spec]

items = []
for ln in open(os.path.join(HERE, 'real.txt')):
    mark, t = ln.rstrip('\n').split('\t')
    items.append(('realistic_reply', 'defender', mark, t))
for ln in open(os.path.join(HERE, 'tags.txt')):
    tag, mark, t = ln.rstrip('\n').split('\t')
    items.append((tag, 'defender', mark, t))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    mark, t = ln.rstrip('\n').split('\t')
    items.append(('attacker_probe', 'attacker', mark, t))
assert len(items) == 300
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(items):
    sid = SCEN[i % 20]
    v = draw(sid)
    text, ment = fill(t, sid, v)
    lv = U[sid]['levels']
    vals = {'C': path('C', v), 'B': path('B', v), 'A': path('A', v)}.get(mark, [None, None, None])
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % U[sid]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    marks[cid] = {'mark': mark, 'template': t, 'values': v}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt')):
    style, adv, prior, cur, t = ln.rstrip('\n').split('\t')
    notes.append((style, adv, prior, cur, t))
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (style, adv, prior, cur, t) in enumerate(notes):
    sid = SCEN[i % 20]
    v = draw(sid)
    text, ment = fill(t, sid, v)
    lv = U[sid]['levels']
    for k, (kind, spec) in enumerate((('prior', prior), ('current', cur))):
        eid = 'e-%03d' % (2 * i + k + 1)
        p = path(spec, v)
        ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': p if p == 'unscored' else dict(zip(lv, p))})
        marks[eid] = {'adv': adv == '1', 'spec': spec, 'template': t, 'values': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
nadv = sum(1 for m in marks.values() if m.get('mark') == 'X')
print(len(claims), 'claims', len(ests), 'estimates', nadv, 'adversarial claims',
      sum(1 for m in marks.values() if m.get('adv')), 'adversarial estimate records')
