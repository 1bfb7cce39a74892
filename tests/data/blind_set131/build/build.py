# set 131 generator: seed 131; one seeded shuffle of the 300 claim templates and of the 60 notes;
# scenarios in turn (entry number modulo 20); one draw of units per text.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set131_scenarios.json')))
rng = random.Random(131)

def noun(k):
    k = k.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def rows(name, ncols):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncols, (name, ln)
            out.append(parts)
    return out

claims_src = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
claims_src += [(tag, m, t) for tag, m, t in rows('tags.txt', 3)]
claims_src += [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
notes_src = rows('notes.txt', 5)
assert len(claims_src) == 300 and len(notes_src) == 60
rng.shuffle(claims_src)
rng.shuffle(notes_src)

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012])\}')

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
         'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    return lv, v

def fill(t, v):
    s = SLOT.sub(lambda m: v[m.group(1)], t)
    return s.replace('..', '.')

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if v[k] not in out:
            out.append(v[k])
    return out

def path(code, v):
    if code == 'C': return [v['A'], v['B'], v['C']]
    if code == 'C2': return [v['A'], v['B'], v['C2']]
    if code == 'B': return [v['A'], v['B'], None]
    if code == 'B2': return [v['A'], v['B2'], None]
    if code == 'A': return [v['A'], None, None]
    if code == 'A2': return [v['A2'], None, None]
    if code == 'B?': return [v['A'], v['B'], '?']
    if code == 'A?': return [v['A'], '?', None]
    if code in ('0', 'X'): return [None, None, None]
    raise ValueError(code)

claims, marks = [], {}
for i, (tag, mark, t) in enumerate(claims_src):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    cid = 'c-%03d' % (i + 1)
    att = tag == 'attacker_probe'
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': fill(t, v),
                   'mentions': mentions(t, v), 'belief': dict(zip(lv, path(mark, v)))})
    marks[cid] = {'mark': mark, 'template': t}
ests = []
for j, (style, adv, pr, cu, t) in enumerate(notes_src):
    sc = SCEN[j % 20]
    lv, v = draw(sc)
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * j + k + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': fill(t, v), 'label': lab})
        marks[eid] = {'mark': code, 'adv': adv == '1', 'template': t, 'style': style}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
nadv = sum(1 for k, m in marks.items() if k.startswith('c-') and m['mark'] == 'X')
eadv = sum(1 for k, m in marks.items() if k.startswith('e-') and m['adv'])
print(len(claims), 'claims', len(ests), 'estimates', nadv, 'adversarial claims', eadv, 'adversarial estimate records')
