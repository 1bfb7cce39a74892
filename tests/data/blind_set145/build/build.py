# set 145 builder: seed 145; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import texts as T
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set145_scenarios.json')))
rng = random.Random(145)
def noun(l):
    l = l.lower()
    for suf in ('_name', '_code', '_id'):
        if l.endswith(suf):
            l = l[:-len(suf)]
    return l.replace('_', ' ')
tmpl = []
for mk, lst in (('C', T.C), ('B', T.B), ('A', T.A), ('adv', T.ADV), ('null', T.NULL)):
    tmpl += [(t, mk, 'realistic_reply', 'defender') for t in lst]
for tag, lst in T.PERSONAS.items():
    tmpl += [(t, mk, tag, 'defender') for t, mk in lst]
tmpl += [(t, 'null', 'attacker_probe', 'attacker') for t in T.PROBE_PLAIN]
tmpl += [(t, 'adv', 'attacker_probe', 'attacker') for t in T.PROBE_ADV]
assert len(tmpl) == 300 and len({t for t, *_ in tmpl}) == 300
rng.shuffle(tmpl)
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    cs = list(u[lv[2]][B]); rng.shuffle(cs)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': cs[0], 'C2': cs[1], 'C3': cs[2],
            'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2]), 'N': U[sc]['name']}
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(t, v):
    order = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNIT_SLOTS and v[m.group(1)] not in order:
            order.append(v[m.group(1)])
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t), order
def path(v, key):
    if key is None: return [None, None, None]
    if key == 'unscored': return 'unscored'
    if key == 'Bq': return [v['A'], v['B'], '?']
    if key in ('A', 'A2'): return [v[key], None, None]
    if key in ('B', 'B2'): return [v['A'], v[key], None]
    return [v['A'], v['B'], v[key]]
claims, marks = [], {}
for i, (t, mk, tag, spk) in enumerate(tmpl):
    sc = SC[i % 20]; v = draw(sc); lv = U[sc]['levels']
    text, ment = fill(t, v)
    vals = path(v, mk) if mk in ('A', 'B', 'C') else [None, None, None]
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    marks[cid] = {'mark': mk, 'template': t, 'slots': v, 'adversarial': mk == 'adv'}
notes = []
for style, imgs in T.IMAGES.items():
    for k, (rd, p, c, adv) in enumerate(T.READINGS):
        notes.append((style, imgs[k % 3] + ': ' + rd + '.', p, c, adv))
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (style, t, p, c, adv) in enumerate(notes):
    sc = SC[i % 20]; v = draw(sc); lv = U[sc]['levels']
    text, _ = fill(t, v)
    for kind, key in (('prior', p), ('current', c)):
        eid = 'e-%03d' % (len(ests) + 1)
        lab = path(v, key)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
        marks[eid] = {'mark': key, 'template': t, 'slots': v, 'adversarial': adv}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates', sum(1 for k, m in marks.items() if k[0] == 'c' and m['adversarial']), 'adversarial claims',
      sum(1 for k, m in marks.items() if k[0] == 'e' and m['adversarial']), 'adversarial estimate records')
