# set 155: builds claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
# Seed 155: one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number
# modulo 20); one draw per text (two top units, two middle siblings under the first, the three lowest units under
# the first middle unit, in a drawn order).
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set155_scenarios.json')))
NOUN = {'team_name': 'team', 'team_id': 'team', 'project_codename': 'project', 'component_name': 'component',
        'full_affiliation': 'unit', 'business_unit': 'business unit', 'project_team': 'project team'}
def noun(k):
    k = k.lower()
    return NOUN.get(k, k.replace('_', ' '))
rng = random.Random(155)
tpl = []
for ln in open(os.path.join(HERE, 'real.txt')):
    m, t = ln.rstrip('\n').split('\t'); tpl.append(('realistic_reply', m, t, 'defender'))
for ln in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = ln.rstrip('\n').split('\t'); tpl.append((g, m, t, 'defender'))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    m, t = ln.rstrip('\n').split('\t'); tpl.append(('attacker_probe', m, t, 'attacker'))
notes = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'notes.txt'))]
assert len(tpl) == 300 and len(notes) == 60
rng.shuffle(tpl)
rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[12]s?)\}')
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    cs = list(u[lv[2]][B]); rng.shuffle(cs)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': cs[0], 'C2': cs[1], 'C3': cs[2]}
def fill(t, sc, v):
    lv = U[sc]['levels']
    vals = dict(v); vals['N'] = U[sc]['name']
    vals['L1'] = noun(lv[1]); vals['L2'] = noun(lv[2]); vals['L1s'] = noun(lv[1]) + 's'; vals['L2s'] = noun(lv[2]) + 's'
    mentions = []
    for s in SLOT.findall(t):
        if s in v and v[s] not in mentions:
            mentions.append(v[s])
    out = SLOT.sub(lambda m: vals[m.group(1)], t)
    # a unit name that ends in a full stop takes the full stop of a sentence it ends
    for x in v.values():
        if x.endswith('.'):
            out = out.replace(x + '.', x)
    return out, mentions
def path(sc, v, spec):
    lv = U[sc]['levels']
    if spec == 'U':
        return 'unscored'
    vals = {'null': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[spec]
    return dict(zip(lv, vals))
claims, marks = [], {}
for i, (g, m, t, spk) in enumerate(tpl):
    sc = SC[i % 20]
    v = draw(sc)
    text, men = fill(t, sc, v)
    spec = {'C': 'C', 'B': 'B', 'A': 'A'}.get(m, 'null')
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g,
                   'question': ('Where does %s work?' % U[sc]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': men, 'belief': path(sc, v, spec)})
    marks[rid] = {'mark': m, 'template': t, 'adversarial': m == 'X', 'draw': v}
ests = []
for i, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[i % 20]
    v = draw(sc)
    text, _ = fill(t, sc, v)
    for kind, spec in (('prior', pr), ('current', cu)):
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(sc, v, spec)})
        marks[rid] = {'spec': spec, 'template': t, 'adversarial': adv == '1', 'draw': v}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
