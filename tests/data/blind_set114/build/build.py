#!/usr/bin/env python3
"""Builds set 114's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every unit a text names is drawn by a seeded generator (random.Random(114)), one draw per text."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(HERE, 'ref', 'set114_scenarios.json')))
rng = random.Random(114)

def noun(level):
    n = re.sub(r'_(name|code|id)$', '', level.lower()).replace('_', ' ')
    return n

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def lines(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(B, name)) if l.strip()]

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); rng.shuffle(tops)
    a, a2 = tops[0], tops[1]
    mids = list(u[lv[1]][a]); rng.shuffle(mids)
    b, b2 = mids[0], mids[1]
    lows = list(u[lv[2]][b]); rng.shuffle(lows)
    c, c2, c3 = lows[0], lows[1], lows[2]
    return lv, {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}

def render(tpl, sc, lv, v):
    name = U[sc]['name']
    ln = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    ln.update({k + 's': plural(x) for k, x in list(ln.items())})
    mentions = []
    def sub(m):
        k = m.group(1)
        if k == 'N':
            return name
        if k in ln:
            return ln[k]
        if v[k] not in mentions:
            mentions.append(v[k])
        return v[k]
    txt = re.sub(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}', sub, tpl)
    txt = txt.replace('..', '.')
    return txt, mentions

def path(lv, v, mark):
    if mark in ('C', 'C2', 'C3'):
        p = [v['A'], v['B'], v[mark]]
    elif mark in ('B', 'B2'):
        p = [v['A'], v[mark], None]
    elif mark in ('A', 'A2'):
        p = [v[mark], None, None]
    elif mark == 'B?':
        p = [v['A'], v['B'], '?']
    elif mark == 'A?':
        p = [v['A'], '?', None]
    else:
        p = [None, None, None]
    return dict(zip(lv, p))

items = []
for mark, t in lines('real.txt'):
    items.append(('realistic_reply', 'defender', mark, t))
for tag, mark, t in lines('tags.txt'):
    items.append((tag, 'defender', mark, t))
for mark, t in lines('attacker.txt'):
    items.append(('attacker_probe', 'attacker', 'ADV' if mark == 'ADV' else 'P', t))
assert len(items) == 300
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(items):
    sc = SC[i % 20]
    lv, v = draw(sc)
    txt, men = render(t, sc, lv, v)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': 'Where does %s work?' % U[sc]['name'] if spk == 'defender' else None,
                   'text': txt, 'mentions': men, 'belief': path(lv, v, mark if mark in ('A', 'B', 'C') else 'null')})
    marks[cid] = {'mark': mark, 'template': t, 'values': v}
notes = lines('notes.txt')
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (style, adv, prior, cur, t) in enumerate(notes):
    sc = SC[i % 20]
    lv, v = draw(sc)
    txt, men = render(t, sc, lv, v)
    for k, lab in (('prior', prior), ('current', cur)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': k, 'construction': style, 'text': txt,
                     'label': 'unscored' if lab == 'unscored' else path(lv, v, lab)})
        marks[eid] = {'mark': lab, 'adv': adv == '1', 'template': t, 'values': v}
with open(os.path.join(HERE, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=0)
adv = [k for k, m in marks.items() if k.startswith('c-') and m['mark'] == 'ADV']
eadv = [k for k, m in marks.items() if k.startswith('e-') and m['adv']]
print(len(claims), 'claims', len(ests), 'estimates', len(adv), 'adversarial claims', len(eadv), 'adversarial estimate records')
