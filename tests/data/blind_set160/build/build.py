"""Set 160 build: seed 160; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
(entry number modulo 20); one draw per text; level nouns from the level keys. Writes claims.jsonl,
estimates.jsonl and build/marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
rng = random.Random(160)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(OUT, 'ref', 'set160_scenarios.json')))
NOUN = {'team_name': 'team', 'project_codename': 'project', 'component_name': 'component', 'full_affiliation': 'team',
        'project_code': 'project', 'business_unit': 'business unit', 'project_team': 'project team'}
def noun(k): return NOUN.get(k, k.lower())
ART = 'Kalfaterer|bargeman|boy|breeuwer|calendar|calfat|crustose|deckhand|decoy|ferryman|fisherman|kalafat|net|placodioid|recruiter|slide|slip|squamulose'
SLOT = re.compile(r"\b(A2|B2|C2|C3|L1|L2|A(?! (?:%s)\b)|B|C|N)\b" % ART)
UNIT = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def draw(sc):
    u = uni[sc]['universe']; lv = uni[sc]['levels']
    tops = list(u[lv[0]]); A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    bs = list(u[lv[1]][A]); B = rng.choice(bs); B2 = rng.choice([x for x in bs if x != B])
    cs = list(u[lv[2]][B]); C = rng.choice(cs); C2, C3 = rng.sample([x for x in cs if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': uni[sc]['name'],
            'L1': noun(lv[1]), 'L2': noun(lv[2])}, lv
def fill(t, v):
    ments = []
    def rep(m):
        s = m.group(1)
        if s in UNIT and v[s] not in ments: ments.append(v[s])
        return v[s]
    return SLOT.sub(rep, t), ments
def path(code, v):
    return {'null': [None] * 3, 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'B?': [v['A'], v['B'], '?']}[code]
temps = []
for l in open(os.path.join(HERE, 'real.txt')).read().splitlines():
    m, t = l.split('\t'); temps.append(('realistic_reply', m, t))
for l in open(os.path.join(HERE, 'tags.txt')).read().splitlines():
    g, m, t = l.split('\t'); temps.append((g, m, t))
for l in open(os.path.join(HERE, 'attacker.txt')).read().splitlines():
    temps.append(('attacker_probe', 'P', l))
assert len(temps) == 300
QS = ['Where does N work?', 'Which L2 is N in?', 'Do you know what L1 N belongs to?', 'Can you tell me where N sits?']
rng.shuffle(temps)
claims, marks = [], {}
for i, (g, m, t) in enumerate(temps):
    sc = scen[i % 20]; v, lv = draw(sc)
    text, ments = fill(t, v)
    q = None if g == 'attacker_probe' else fill(rng.choice(QS), v)[0]
    b = {'L': path('C', v), 'M': path('B', v), 'T': path('A', v)}.get(m, [None] * 3)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender',
                   'construction': g, 'question': q, 'text': text, 'mentions': ments,
                   'belief': dict(zip(lv, b))})
    marks[cid] = {'mark': m, 'template': t}
notes = [l.split('|', 4) for l in open(os.path.join(HERE, 'notes.txt')).read().splitlines()]
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (st, adv, pr, cu, t) in enumerate(notes):
    sc = scen[i % 20]; v, lv = draw(sc)
    text, ments = fill(t, v)
    for kind, code in (('prior', pr), ('current', cu)):
        eid = 'e-%03d' % (len(ests) + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab})
        marks[eid] = {'adv': adv == '1', 'code': code, 'template': t, 'mentions': ments}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
# unit names of the 20 trees met in fixed text; a/an before a slot
names = set()
for sc in scen:
    u = uni[sc]['universe']; lv = uni[sc]['levels']
    names |= set(u[lv[0]]); [names.update(k) for k in u[lv[1]].values()]; [names.update(k) for k in u[lv[2]].values()]
fixed = [t for _, _, t in temps] + [n[4] for n in notes]
for t in fixed:
    for nm in names:
        if re.search(r'(?i)(?<![\w-])' + re.escape(nm) + r'(?![\w-])', SLOT.sub('', t)):
            print('UNIT NAME IN FIXED TEXT:', nm, '|', t)
    if re.search(r'\b(a|an|A|An)\s+(A2|B2|C2|C3|L1|L2|B|C)\b', t):
        print('ARTICLE:', t)
print(len(claims), len(ests))
