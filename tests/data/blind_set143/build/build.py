"""Builds set 143's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json (seed 143).
One seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo 20);
one draw per text: two top units, two middle siblings under the first, the three lowest-level units under the
first middle unit, in a drawn order."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import texts as T
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set143_scenarios.json')))
rng = random.Random(143)

def noun(k):
    k = k.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}

UNIT = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(t, v):
    out = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
    ment = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNIT and v[m.group(1)] not in ment:
            ment.append(v[m.group(1)])
    return out, ment

def path(v, slot, q=False):
    base = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']]}[slot]
    if q:
        base[base.index(None)] = '?'
    return base

assert len({c[3] for c in T.CLAIMS}) == 300
order = list(range(len(T.CLAIMS))); rng.shuffle(order)
claims, marks = [], []
for k, i in enumerate(order):
    tag, mk, adv, t = T.CLAIMS[i]
    sc = SC[k % 20]
    lv, v = draw(sc)
    text, ment = fill(t, v)
    vals = path(v, mk) if mk else [None, None, None]
    att = tag == 'attacker_probe'
    cid = 'c-%03d' % (k + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender',
                   'construction': tag, 'question': None if att else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    marks.append({'id': cid, 'mark': mk, 'adversarial': adv, 'template': t, 'values': v})
notes = [(s, j, r) for s in T.STYLES for r in range(10) for j in [r % 3]]
order = list(range(60)); rng.shuffle(order)
ests = []
def label(spec, lv, v):
    if spec == 'unscored':
        return 'unscored'
    if spec is None:
        return dict(zip(lv, [None] * 3))
    return dict(zip(lv, path(v, spec[0], q=len(spec) > 1)))
for k, i in enumerate(order):
    style, j, r = notes[i]
    sc = SC[k % 20]
    lv, v = draw(sc)
    reading, pr, cu, adv = T.READINGS[r]
    text, _ = fill(T.STYLES[style][j] + ': ' + reading + '.', v)
    for n, (kind, spec) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * k + n + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': label(spec, lv, v)})
        marks.append({'id': eid, 'reading': r, 'adversarial': adv, 'style': style, 'values': v})
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for c in claims:
        fh.write(json.dumps(c) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for e in ests:
        fh.write(json.dumps(e) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates,', sum(m['adversarial'] for m in marks if m['id'][0] == 'c'),
      'adversarial claims,', sum(m['adversarial'] for m in marks if m['id'][0] == 'e'), 'adversarial estimate records')
