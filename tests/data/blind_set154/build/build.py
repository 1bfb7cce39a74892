"""Set 154: build claims.jsonl and estimates.jsonl from the templates (seed 154, one draw per text)."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
chosen = json.load(open(os.path.join(HERE, 'ref', 'set154_scenarios.json')))
NOUN = {'team_name': 'team', 'team_id': 'team', 'business_unit': 'business unit', 'project_team': 'project team'}
noun = lambda k: NOUN.get(k.lower(), k.lower().replace('_', ' '))
rows = []  # (construction, speaker, mark, template)
for ln in open(os.path.join(B, 'real.txt'), encoding='utf-8'):
    m, t = ln.rstrip('\n').split('\t'); rows.append(('realistic_reply', 'defender', m, t))
for ln in open(os.path.join(B, 'tags.txt'), encoding='utf-8'):
    g, m, t = ln.rstrip('\n').split('\t'); rows.append((g, 'defender', m, t))
for ln in open(os.path.join(B, 'attacker.txt'), encoding='utf-8'):
    m, t = ln.rstrip('\n').split('\t'); rows.append(('attacker_probe', 'attacker', m, t))
notes = []
for ln in open(os.path.join(B, 'notes.txt'), encoding='utf-8'):
    s, a, p, c, t = ln.rstrip('\n').split('\t'); notes.append((s, int(a), p, c, t))
assert len(rows) == 300 and len(notes) == 60
rng = random.Random(154)
rng.shuffle(rows)
rng.shuffle(notes)
UNITS = ['A2', 'A', 'B2', 'B', 'C3', 'C2', 'C']


def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    a, a2 = rng.sample(list(u[lv[0]]), 2)
    b, b2 = rng.sample(list(u[lv[1]][a]), 2)
    c, c2, c3 = rng.sample(list(u[lv[2]][b]), 3)
    return {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}


def fill(t, sc, v):
    lv = U[sc]['levels']
    mentions = []
    for m in re.finditer(r'\{(A2|A|B2|B|C3|C2|C)\}', t):
        if v[m.group(1)] not in mentions:
            mentions.append(v[m.group(1)])
    s = t.replace('{N}', U[sc]['name']).replace('{L1}', noun(lv[1])).replace('{L2}', noun(lv[2]))
    for k in UNITS:
        s = s.replace('{%s}' % k, v[k])
    s = s.replace('..', '.')
    assert '{' not in s, s
    return s, mentions


def path(spec, v):
    if spec in ('null',):
        return [None, None, None]
    return {'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'B2': [v['A'], v['B2'], None],
            'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[spec]


claims, marks = [], {}
for i, (g, spk, mk, t) in enumerate(rows):
    sc = chosen[i % 20]
    v = draw(sc)
    text, men = fill(t, sc, v)
    lv = U[sc]['levels']
    vals = path(mk, v) if mk in ('A', 'B', 'C') else [None, None, None]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g,
                   'question': ('Where does %s work?' % U[sc]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': men, 'belief': dict(zip(lv, vals))})
    marks[rid] = {'mark': mk, 'template': t, 'draw': v}
ests = []
for k, (s, a, p, c, t) in enumerate(notes):
    sc = chosen[k % 20]
    v = draw(sc)
    text, men = fill(t, sc, v)
    lv = U[sc]['levels']
    for j, (kind, spec) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * k + 1 + j)
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(spec, v)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': s, 'text': text, 'label': lab})
        marks[rid] = {'style': s, 'adversarial': a, 'spec': spec, 'template': t, 'draw': v}
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=1)
