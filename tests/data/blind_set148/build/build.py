"""Set 148 builder: seed 148; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in
turn (entry number modulo 20); one draw per text (two top units, two middle siblings under the first, the three
lowest units under the first middle unit, each in a drawn order)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set148_scenarios.json')))
rng = random.Random(148)
def noun(k):
    return {'project_code': 'project', 'team_name': 'team', 'team_id': 'team'}.get(k, k.replace('_', ' '))
def rows(path, n):
    out = []
    for ln in open(os.path.join(HERE, path), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('\t'); assert len(p) == n, ln; out.append(p)
    return out
claims_src = [('realistic_reply', 'defender', m, t) for m, t in rows('real.txt', 2)]
claims_src += [(g, 'defender', m, t) for g, m, t in rows('tags.txt', 3)]
claims_src += [('attacker_probe', 'attacker', m, t) for m, t in rows('attacker.txt', 2)]
assert len(claims_src) == 300
notes_src = rows('notes.txt', 5)
assert len(notes_src) == 60
rng.shuffle(claims_src)
rng.shuffle(notes_src)
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); rng.shuffle(tops)
    A, A2 = tops[0], tops[1]
    mids = list(u[lv[1]][A]); rng.shuffle(mids)
    B, B2 = mids[0], mids[1]
    lows = list(u[lv[2]][B]); rng.shuffle(lows)
    C, C2, C3 = lows
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L1': noun(lv[1]), 'L2': noun(lv[2]), 'N': U[sc]['name']}, lv
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(t, v):
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in UNITS and v[k] not in mentions:
            mentions.append(v[k])
        return v[k]
    s = re.sub(r'\{(\w+)\}', rep, t)
    s = s.replace('..', '.')
    return s, mentions
def path(v, spec):
    if spec == 'null': return [None, None, None]
    if spec == 'A': return [v['A'], None, None]
    if spec == 'B': return [v['A'], v['B'], None]
    if spec == 'C': return [v['A'], v['B'], v['C']]
    if spec == 'C2': return [v['A'], v['B'], v['C2']]
    if spec == 'A?': return [v['A'], '?', None]
    if spec == 'B?': return [v['A'], v['B'], '?']
    raise ValueError(spec)
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_src):
    sc = SC[i % 20]
    v, lv = draw(sc)
    text, men = fill(t, v)
    vals = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(mark, [None, None, None])
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': men, 'belief': dict(zip(lv, vals))})
    marks[cid] = {'mark': mark, 'template': t, 'vars': v}
ests, n = [], 0
for i, (style, adv, prior, cur, t) in enumerate(notes_src):
    sc = SC[i % 20]
    v, lv = draw(sc)
    text, men = fill(t, v)
    for kind, spec in (('prior', prior), ('current', cur)):
        n += 1
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(v, spec)))
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks['e-%03d' % n] = {'adv': adv == '1', 'spec': spec, 'template': t, 'vars': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
print(len(claims), len(ests))
