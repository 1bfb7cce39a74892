"""Builds claims.jsonl and estimates.jsonl of set 157 (seed 157): one seeded shuffle of the 300 claim templates
and of the 60 notes; scenarios in turn (entry number modulo 20); one draw per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set157_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_name': 'project', 'repo_name': 'repository'}
def noun(k):
    k = k.lower()
    return NOUN.get(k, k.replace('_', ' '))
def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') else w + 's'
def lines(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('|')
            assert len(p) == n, ln
            out.append(p)
    return out
temps = [('realistic_reply', m, t) for m, t in lines('real.txt', 2)]
temps += [(g, m, t) for g, m, t in lines('tags.txt', 3)]
temps += [('attacker_probe', m, t) for m, t in lines('attacker.txt', 2)]
notes = lines('notes.txt', 5)
assert len(temps) == 300 and len(notes) == 60
rng = random.Random(157)
rng.shuffle(temps)
rng.shuffle(notes)
UNIT = ('A2', 'A', 'B2', 'B', 'C2', 'C3', 'C')
def draw(sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)
def fill(t, sc, v, lv):
    name = U[sc]['name']
    slots = dict(v, N=name, L1=noun(lv[1]), L2=noun(lv[2]), L2s=plural(noun(lv[2])))
    mentions = []
    out = ''
    pos = 0
    for m in re.finditer(r'\{(\w+)\}', t):
        out += t[pos:m.start()]
        k = m.group(1)
        val = slots[k]
        if k in UNIT and val not in mentions:
            mentions.append(val)
        pos = m.end()
        if k in UNIT and val.endswith('.') and t[pos:pos + 1] == '.':
            pos += 1
        out += val
    out += t[pos:]
    assert '{' not in out, out
    return out, mentions
def path(v, lv, spec):
    if spec == 'null':
        return {l: None for l in lv}
    if spec == 'U':
        return 'unscored'
    vals = {'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[spec]
    return dict(zip(lv, vals))
claims, marks = [], {}
for i, (tag, mark, t) in enumerate(temps):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, sc, v, lv)
    cid = 'c-%03d' % (i + 1)
    belief = path(v, lv, {'C': 'C', 'B': 'B', 'A': 'A', 'X': 'null', 'N': 'null'}[mark])
    att = tag == 'attacker_probe'
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % U[sc]['name'], 'text': text,
                   'mentions': mentions, 'belief': belief})
    marks[cid] = {'mark': mark, 'template': t, 'units': v}
ests = []
for i, (style, adv, prior, current, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, sc, v, lv)
    for kind, spec in (('prior', prior), ('current', current)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(v, lv, spec)})
        marks[eid] = {'adv': adv == '1', 'spec': spec, 'template': t, 'units': v, 'mentions': mentions}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
