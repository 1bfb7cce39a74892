"""Set 135 builder: seed 135; one seeded shuffle of the 300 claim templates and of the 60 notes;
scenarios in turn (entry number modulo 20); one draw per text; level nouns by set 53's rule."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
rng = random.Random(135)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(TOP, 'ref', 'set135_scenarios.json')))
def noun(k):
    k = k.lower()
    for s in ('_name', '_code', '_id'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')
def lines(f):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, f), encoding='utf-8') if l.strip()]
claims_src = [('realistic_reply', m, t, 'defender') for m, t in lines('real.txt')]
claims_src += [(tag, m, t, 'defender') for tag, m, t in lines('tags.txt')]
claims_src += [('attacker_probe', m, t, 'attacker') for m, t in lines('attacker.txt')]
assert len(claims_src) == 300
notes_src = lines('notes.txt'); assert len(notes_src) == 60
rng.shuffle(claims_src); rng.shuffle(notes_src)
def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a]); b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b]); c, c2, c3 = rng.sample(lows, 3)
    return lv, {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
                'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
UNIT = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(t, v):
    mentions = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in UNIT and v[s] not in mentions:
            mentions.append(v[s])
    out = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t).replace('..', '.').replace('?.', '?').replace('!.', '!')
    return out, mentions
def path(lv, v, tok):
    if tok in ('0', 'X'):
        return {l: None for l in lv}
    if tok == 'C': return dict(zip(lv, [v['A'], v['B'], v['C']]))
    if tok == 'C2': return dict(zip(lv, [v['A'], v['B'], v['C2']]))
    if tok == 'B': return dict(zip(lv, [v['A'], v['B'], None]))
    if tok == 'B?': return dict(zip(lv, [v['A'], v['B'], '?']))
    if tok == 'A': return dict(zip(lv, [v['A'], None, None]))
    if tok == 'A?': return dict(zip(lv, [v['A'], '?', None]))
    raise ValueError(tok)
claims, marks = [], {}
for i, (tag, m, t, spk) in enumerate(claims_src):
    sc = SCEN[i % 20]; lv, v = draw(sc)
    text, men = fill(t, v)
    rid = 'c-%03d' % (i + 1)
    b = path(lv, v, m)
    if m in ('X', '0'):
        assert (len(men) > 0) == (m == 'X'), (m, t)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': men, 'belief': b})
    marks[rid] = {'mark': m, 'template': t, 'adversarial': m == 'X'}
ests = []
k = 0
for i, (style, adv, pr, cu, t) in enumerate(notes_src):
    sc = SCEN[i % 20]; lv, v = draw(sc)
    text, _ = fill(t, v)
    for kind, tok in (('prior', pr), ('current', cu)):
        k += 1
        rid = 'e-%03d' % k
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': 'unscored' if tok == 'U' else path(lv, v, tok)})
        marks[rid] = {'spec': tok, 'template': t, 'adversarial': adv == '1'}
with open(os.path.join(TOP, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates', sum(1 for r in claims if marks[r['id']]['adversarial']), 'adversarial claims',
      sum(1 for r in ests if marks[r['id']]['adversarial']), 'adversarial estimate records')
