"""Set 141 builder: seed 141; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in
turn (entry number modulo 20); one draw per text. Writes claims.jsonl, estimates.jsonl and build/marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(141)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set141_scenarios.json')))
NOUN = {'project_code': 'project', 'team_name': 'team'}
def noun(k):
    return NOUN.get(k, k.replace('_', ' '))
def rows(name, n):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name)) if l.strip()]
claims_t = [('realistic_reply', 'defender', m, t) for m, t in rows('real.txt', 2)]
claims_t += [(tag, 'defender', m, t) for tag, m, t in rows('tags.txt', 3)]
claims_t += [('attacker_probe', 'attacker', m, t) for m, t in rows('attacker.txt', 2)]
assert len(claims_t) == 300
notes_t = rows('notes.txt', 5)
assert len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']
def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L1': noun(lv[1]), 'L2': noun(lv[2])}
def fill(t, v):
    mentions = []
    def rep(m):
        s = m.group(1)
        if s in UNIT_SLOTS and v[s] not in mentions:
            mentions.append(v[s])
        return v[s]
    out = re.sub(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}(?=(\.?))', rep, t)
    # a unit name ending in a full stop before a full stop: write it once
    for s in UNIT_SLOTS:
        if v[s].endswith('.'):
            out = out.replace(v[s] + '.', v[s])
    return out, mentions
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_t):
    sc = SC[i % 20]
    lv, v = draw(sc)
    text, men = fill(t, v)
    if mark == 'C': vals = [v['A'], v['B'], v['C']]
    elif mark == 'B': vals = [v['A'], v['B'], None]
    elif mark == 'A': vals = [v['A'], None, None]
    else: vals = [None, None, None]
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': men, 'belief': dict(zip(lv, vals))})
    marks[cid] = {'mark': mark, 'template': t, 'adversarial': mark == 'X'}
def lab(spec, v):
    return {'null': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'Aq': [v['A'], '?', None],
            'Bq': [v['A'], v['B'], '?'], 'U': 'unscored'}[spec]
ests = []
n = 0
for i, (style, adv, pr, cu, t) in enumerate(notes_t):
    sc = SC[i % 20]
    lv, v = draw(sc)
    text, men = fill(t, v)
    for kind, spec in (('prior', pr), ('current', cu)):
        n += 1
        l = lab(spec, v)
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': l if l == 'unscored' else dict(zip(lv, l))})
        marks['e-%03d' % n] = {'spec': spec, 'template': t, 'adversarial': adv == '1'}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims: fh.write(json.dumps(r) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests: fh.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), len(ests), sum(1 for k, m in marks.items() if k[0] == 'c' and m['adversarial']),
      sum(1 for k, m in marks.items() if k[0] == 'e' and m['adversarial']))
