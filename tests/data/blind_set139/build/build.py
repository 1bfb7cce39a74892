# Set 139 builder: seed 139; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
# (entry number modulo 20); one draw per text; writes claims.jsonl, estimates.jsonl and build/marks.json.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set139_scenarios.json')))
rng = random.Random(139)
NOUN = {'project_code': 'project', 'project_team': 'project team', 'team_name': 'team', 'business_unit': 'business unit',
        'project': 'project', 'team': 'team', 'group': 'group', 'department': 'department', 'division': 'division'}
def rows(fn, n):
    out = []
    for ln in open(os.path.join(HERE, fn), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('\t'); assert len(p) == n, ln; out.append(p)
    return out
claims_t = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
claims_t += [(g, m, t) for g, m, t in rows('tags.txt', 3)]
claims_t += [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
notes_t = rows('notes.txt', 5)
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t); rng.shuffle(notes_t)
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a]); b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b]); c, c2, c3 = rng.sample(lows, 3)
    return lv, {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}
def fill(t, sc, slots, lv):
    name = U[sc]['name']
    ment = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', t):
        v = slots[m.group(1)]
        if v not in ment: ment.append(v)
    t = t.replace('{N}', name).replace('{L1}', NOUN[lv[1]]).replace('{L2}', NOUN[lv[2]])
    t = re.sub(r'\{(A2|B2|C2|C3|A|B|C)\}', lambda m: slots[m.group(1)], t)
    t = t.replace('..', '.').replace('?.', '?').replace('!.', '!')
    return t, ment, name
def path(lv, slots, spec):
    a, b, c = slots['A'], slots['B'], slots['C']
    return {'C': [a, b, c], 'B': [a, b, None], 'A': [a, None, None], '0': [None] * 3, 'X': [None] * 3, 'N': [None] * 3,
            'C2': [a, b, slots['C2']], 'B?': [a, b, '?'], 'A?': [a, '?', None]}[spec]
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_t):
    sc = SC[i % 20]
    lv, slots = draw(sc)
    text, ment, name = fill(t, sc, slots, lv)
    cid = 'c-%03d' % (i + 1)
    att = tag == 'attacker_probe'
    bel = path(lv, slots, 'X' if att else mark)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % name, 'text': text, 'mentions': ment,
                   'belief': dict(zip(lv, bel))})
    marks[cid] = {'mark': mark, 'template': t, 'slots': slots}
ests = []
for k, (style, adv, pr, cu, t) in enumerate(notes_t):
    sc = SC[k % 20]
    lv, slots = draw(sc)
    text, ment, name = fill(t, sc, slots, lv)
    for j, (kind, spec) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(lv, slots, spec)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[eid] = {'adv': adv == '1', 'spec': spec, 'template': t}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
adv = [c['id'] for c in claims if marks[c['id']]['mark'] == 'X']
eadv = [e['id'] for e in ests if marks[e['id']]['adv']]
print(len(claims), len(ests), 'adv claims', len(adv), 'adv est records', len(eadv))
