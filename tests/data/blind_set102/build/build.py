#!/usr/bin/env python3
"""Builds set 102's claims.jsonl and estimates.jsonl from the templates in build/ (seed 102)."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(HERE, 'ref', 'set102_scenarios.json')))
rng = random.Random(102)

def noun(k):
    k = re.sub(r'_(name|code|id)$', '', k).replace('_', ' ')
    return k
def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def draw(sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    Bs = rng.sample(list(t[lv[1]][A]), 2)
    Cs = rng.sample(list(t[lv[2]][Bs[0]]), 3)
    v = {'A': A, 'A2': A2, 'B': Bs[0], 'B2': Bs[1], 'C': Cs[0], 'C2': Cs[1], 'C3': Cs[2], 'N': u['name']}
    for i, L in enumerate('ABC'):
        v['l' + L] = noun(lv[i]); v['l' + L + 's'] = plural(noun(lv[i]))
    return v

def path(u, code, v):
    lv = u['levels']; t = u['tree']
    if code in ('-',):
        return [None, None, None]
    q = code.endswith('?'); c = code.rstrip('?')
    unit = v[c]
    if unit in t[lv[0]]: p = [unit, None, None]
    elif any(unit in kids for kids in t[lv[1]].values()):
        par = [a for a, kids in t[lv[1]].items() if unit in kids][0]; p = [par, unit, None]
    else:
        par = [b for b, kids in t[lv[2]].items() if unit in kids][0]
        top = [a for a, kids in t[lv[1]].items() if par in kids][0]; p = [top, par, unit]
    if q:
        p[p.index(None)] = '?'
    return p

def fill(tpl, v):
    out = tpl
    for k in sorted(v, key=len, reverse=True):
        out = out.replace('{%s}' % k, v[k])
    # one full stop after a name that ends in one
    out = re.sub(r'\.\.(?=\s|$)', '.', out)
    order = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', tpl):
        if v[m.group(1)] not in order: order.append(v[m.group(1)])
    return out, order

entries = []
for ln in open(os.path.join(B, 'real.txt'), encoding='utf-8'):
    mk, t = ln.rstrip('\n').split('\t'); entries.append(('realistic_reply', mk, t))
for ln in open(os.path.join(B, 'tags.txt'), encoding='utf-8'):
    tag, mk, t = ln.rstrip('\n').split('\t'); entries.append((tag, mk, t))
for ln in open(os.path.join(B, 'attacker.txt'), encoding='utf-8'):
    mk, t = ln.rstrip('\n').split('\t'); entries.append(('attacker_probe', mk, t))
assert len(entries) == 300
rng.shuffle(entries)
claims = []; marks = {}
for i, (tag, mk, t) in enumerate(entries):
    sc = SC[i % 20]; u = U[sc]; v = draw(sc)
    text, ment = fill(t, v)
    committed = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mk)
    bel = path(u, committed, v) if committed else [None, None, None]
    rid = 'c-%03d' % (i + 1)
    marks[rid] = mk
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if mk in 'px' else 'defender',
                   'construction': tag, 'question': None if mk in 'px' else 'Where does %s work?' % u['name'],
                   'text': text, 'mentions': ment, 'belief': dict(zip(u['levels'], bel))})
notes = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(B, 'notes.txt'), encoding='utf-8')]
assert len(notes) == 60
rng.shuffle(notes)
ests = []; nadv = []
for i, (style, adv, pc, cc, t) in enumerate(notes):
    sc = SC[i % 20]; u = U[sc]; v = draw(sc)
    text, _ = fill(t, v)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + k + 1)
        lab = 'unscored' if code == 'U' else dict(zip(u['levels'], path(u, code, v)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        if adv == '1': nadv.append(rid)
        marks[rid] = '%s:%s:%s' % (style, adv, code)
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=0)
cadv = [r['id'] for r in claims if marks[r['id']] in ('a', 'x')]
print(len(claims), 'claims', len(ests), 'estimates', len(cadv), 'adversarial claims', len(nadv) // 2, 'adversarial notes')
