import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import texts as T
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set142_scenarios.json')))
rng = random.Random(142)

def noun(k):
    k = k.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    u = U[sc]['tree']; lv = U[sc]['levels']
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}, lv

UNIT = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}
def render(tpl, v):
    mentions = []
    def sub(m):
        k = m.group(1)
        if k in UNIT and v[k] not in mentions:
            mentions.append(v[k])
        return v[k]
    return re.sub(r'\{(\w+)\}', sub, tpl), mentions

def path(v, lv, upto):
    vals = {'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'B2': [v['A'], v['B2'], None],
            'Bq': [v['A'], v['B'], '?'], None: [None, None, None]}[upto]
    return dict(zip(lv, vals))

items = []
for tpl in T.C_REPLIES: items.append((T.R, 'C', tpl))
for tpl in T.B_REPLIES: items.append((T.R, 'B', tpl))
for tpl in T.A_REPLIES: items.append((T.R, 'A', tpl))
for tpl in T.ADV_REPLIES: items.append((T.R, 'adv', tpl))
for tpl in T.NULL_REPLIES: items.append((T.R, 'null', tpl))
for tag, lst in T.PERSONA.items():
    for mk, tpl in lst: items.append((tag, mk, tpl))
for tpl in T.PROBE_PLAIN: items.append(('attacker_probe', 'pnull', tpl))
for tpl in T.PROBE_ADV: items.append(('attacker_probe', 'padv', tpl))
assert len(items) == 300 and len({t for _, _, t in items}) == 300
rng.shuffle(items)
claims, marks = [], []
for i, (tag, mk, tpl) in enumerate(items):
    sc = SC[i % 20]
    v, lv = draw(sc)
    text, men = render(tpl, v)
    att = mk.startswith('p')
    bel = path(v, lv, mk if mk in ('A', 'B', 'C') else None)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': text, 'mentions': men, 'belief': bel})
    marks.append({'id': rid, 'mark': mk, 'adv': mk in ('adv', 'padv'), 'template': tpl, 'values': v})
notes = [(s, k, r) for s in T.STYLES for k, r in enumerate(T.READINGS)]
rng.shuffle(notes)
LAB = {'none>C': (None, 'C'), 'C2|C2': ('C2', 'C2'), 'none|none': (None, None), 'unscored>A': ('U', 'A'),
       'B>none': ('B', None), 'none>B2': (None, 'B2'), 'Bq|Bq': ('Bq', 'Bq'), 'lure|none': (None, None),
       'A2lure|A': ('A', 'A'), 'Clure>C3': (None, 'C3')}
ests, emarks = [], []
for j, (style, k, (mk, adv, reading)) in enumerate(notes):
    sc = SC[j % 20]
    v, lv = draw(sc)
    img = T.IMAGES[style][k % 3]
    text, _ = render(img + ': ' + reading, v)
    for n, kind in enumerate(('prior', 'current')):
        x = LAB[mk][n]
        lab = 'unscored' if x == 'U' else path(v, lv, x)
        eid = 'e-%03d' % (2 * j + 1 + n)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        emarks.append({'id': eid, 'mark': mk, 'adv': adv, 'values': v})
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims: fh.write(json.dumps(r) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests: fh.write(json.dumps(r) + '\n')
json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates', sum(m['adv'] for m in marks), 'adversarial claims', sum(m['adv'] for m in emarks), 'adversarial estimate records')
