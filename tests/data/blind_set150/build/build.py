"""Set 150's generator: seed 150; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios
in turn (entry number modulo 20); one draw per text (two top units, two middle siblings under the first, the
three lowest units under the first middle unit, in drawn order)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set150_scenarios.json')))
NOUN = {'team_name': 'team', 'team_id': 'team', 'project_code': 'project', 'project_codename': 'project',
        'component_name': 'component', 'full_affiliation': 'affiliation'}
def noun(k):
    k = k.lower()
    return NOUN.get(k, k.replace('_', ' '))
rng = random.Random(150)
claims_t = []
for ln in open(os.path.join(HERE, 'real.txt')):
    m, t = ln.rstrip('\n').split('\t'); claims_t.append(('realistic_reply', 'defender', m, t))
for ln in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = ln.rstrip('\n').split('\t'); claims_t.append((g, 'defender', m, t))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    m, t = ln.rstrip('\n').split('\t'); claims_t.append(('attacker_probe', 'attacker', 'X' if m == 'X' else 'N', t))
notes = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'notes.txt'))]
assert len(claims_t) == 300 and len(notes) == 60
rng.shuffle(claims_t)
rng.shuffle(notes)
def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a]); b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b]); c, c2, c3 = rng.sample(lows, 3)
    return lv, {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
                'L1': noun(lv[1]), 'L2': noun(lv[2])}
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(t, v):
    slots = re.findall(r'\{(\w+)\}', t)
    ment = []
    for s in slots:
        if s in UNITS and v[s] not in ment:
            ment.append(v[s])
    out = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
    # a unit name ending in a full stop (Corp., Inc.) takes the sentence's full stop
    return out.replace('..', '.'), ment
def path(spec, v, lv):
    if spec == 'U':
        return 'unscored'
    vals = {'null': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[spec]
    return dict(zip(lv, vals))
marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for i, (g, spk, m, t) in enumerate(claims_t):
        sc = SCEN[i % 20]
        lv, v = draw(sc)
        text, ment = fill(t, v)
        spec = {'C': 'C', 'B': 'B', 'A': 'A', 'X': 'null', 'N': 'null'}[m]
        rid = 'c-%03d' % (i + 1)
        rec = {'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g,
               'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
               'text': text, 'mentions': ment, 'belief': path(spec, v, lv)}
        marks[rid] = {'mark': m, 'template': t, 'units': {k: v[k] for k in UNITS}}
        fh.write(json.dumps(rec) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for i, (style, adv, prior, cur, t) in enumerate(notes):
        sc = SCEN[i % 20]
        lv, v = draw(sc)
        text, _ = fill(t, v)
        for k, (kind, spec) in enumerate((('prior', prior), ('current', cur))):
            rid = 'e-%03d' % (2 * i + k + 1)
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': path(spec, v, lv)}) + '\n')
            marks[rid] = {'adv': adv == '1', 'spec': spec, 'template': t, 'units': {k2: v[k2] for k2 in UNITS}}
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
