"""Builds set 127's claims.jsonl and estimates.jsonl from the templates in build/ (seed 127).
One seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo 20);
one draw per text: two top units (A, A2), two middle siblings under A (B, B2), three lowest units under B
(C, C2, C3), in a drawn order. Level nouns by set 53's rule."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set127_scenarios.json')))
rng = random.Random(127)

def noun(key):
    k = key.lower()
    k = re.sub(r'_(name|code|id)$', '', k)
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def rows(fn):
    out = []
    for ln in open(os.path.join(HERE, fn)):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split('\t'))
    return out

claims_t = [('realistic_reply', r[0], r[1]) for r in rows('real.txt')]
claims_t += [(r[0], r[1], r[2]) for r in rows('tags.txt')]
claims_t += [('attacker_probe', r[0], r[1]) for r in rows('attacker.txt')]
notes_t = rows('notes.txt')
assert len(claims_t) == 300, len(claims_t)
assert len(notes_t) == 60, len(notes_t)
rng.shuffle(claims_t)
rng.shuffle(notes_t)
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
    for i, k in enumerate('ABC'):
        v['l' + k] = noun(lv[i])
        v['l' + k + 's'] = plural(noun(lv[i]))
    return lv, u, v

def fill(t, v):
    def rep(m):
        return v[m.group(1)]
    x = SLOT.sub(rep, t)
    # a unit name ending in a full stop is not followed by a second one
    x = x.replace('..', '.')
    return x

def path(u, lv, v, spec):
    """spec: null, C, C2, C3, B, B2, A, A2, A?, B? -> list of 3 values"""
    if spec == 'null':
        return [None, None, None]
    q = spec.endswith('?')
    s = spec.rstrip('?')
    e = v[s]
    vals = [None, None, None]
    if s.startswith('A'):
        vals[0] = e
    elif s.startswith('B'):
        vals[0] = v['A']; vals[1] = e
    else:
        vals[0] = v['A']; vals[1] = v['B']; vals[2] = e
    if q:
        k = vals.index(None)
        vals[k] = '?'
    return vals

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        s = m.group(1)
        if s == 'N' or s.startswith('l'):
            continue
        if v[s] not in out:
            out.append(v[s])
    return out

claims, marks = [], {}
for k, (tag, mark, t) in enumerate(claims_t):
    sc = CHOSEN[k % 20]
    lv, u, v = draw(sc)
    rid = 'c-%03d' % (k + 1)
    spec = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, 'null')
    vals = path(u, lv, v, spec)
    att = tag == 'attacker_probe'
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': fill(t, v),
                   'mentions': mentions(t, v), 'belief': dict(zip(lv, vals))})
    marks[rid] = {'mark': mark, 'template': t, 'draw': v}
ests = []
for k, (style, adv, prior, current, t) in enumerate(notes_t):
    sc = CHOSEN[k % 20]
    lv, u, v = draw(sc)
    x = fill(t, v)
    for j, (kind, spec) in enumerate((('prior', prior), ('current', current))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = 'unscored' if spec == 'unscored' else dict(zip(lv, path(u, lv, v, spec)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': x, 'label': lab})
        marks[rid] = {'mark': spec, 'adv': adv, 'template': t, 'draw': v}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for r in claims if marks[r['id']]['mark'] == 'X'), 'adversarial claims',
      sum(1 for r in ests if marks[r['id']]['adv'] == '1'), 'adversarial estimate records')
