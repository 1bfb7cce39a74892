"""Builds set 115's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by a seeded generator (seed 115), one draw per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(HERE, '..', 'ref', 'set115_scenarios.json')))
rng = random.Random(115)

def noun(level):
    s = level.lower()
    for suf in ('_name', '_code', '_id'):
        if s.endswith(suf):
            s = s[:-len(suf)]
    return s.replace('_', ' ')

def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') else w + 's'

def lines(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name)) if l.strip()]

claims_src = []
for mark, t in lines('real.txt'):
    claims_src.append(('realistic_reply', 'defender', mark, t))
for tag, mark, t in lines('tags.txt'):
    claims_src.append((tag, 'defender', mark, t))
for mark, t in lines('attacker.txt'):
    claims_src.append(('attacker_probe', 'attacker', mark, t))
notes_src = [tuple(x) for x in lines('notes.txt')]
assert len(claims_src) == 300 and len(notes_src) == 60
assert len({c[3] for c in claims_src}) == 300 and len({n[4] for n in notes_src}) == 60
rng.shuffle(claims_src)
rng.shuffle(notes_src)

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|lA|lB|lC|lBs|lCs)\}')

def draw(sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    B, B2 = rng.sample(list(t[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[lv[2]][B]), 3)
    v = {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
         'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    v['lBs'] = plural(v['lB']); v['lCs'] = plural(v['lC'])
    return lv, v

def path(v, spec):
    if spec in ('null', None, '0', 'X', 'P0', 'PX'):
        return [None, None, None]
    q = spec.endswith('?'); s = spec.rstrip('?')
    top = {'A': v['A'], 'A2': v['A2']}
    if s in ('A', 'A2'):
        p = [top[s], None, None]
    elif s in ('B', 'B2'):
        p = [v['A'], v[s], None]
    else:
        p = [v['A'], v['B'], v[s]]
    if q:
        p[p.index(None)] = '?'
    return p

def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t)
    return out.replace('..', '.')

def mentions(t, v):
    m = []
    for s in SLOT.findall(t):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in m:
            m.append(v[s])
    return m

claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_src):
    sc = SCEN[i % 20]; lv, v = draw(sc)
    rid = 'c-%03d' % (i + 1)
    b = path(v, mark if mark in ('A', 'B', 'C') else None)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': 'Where does %s work?' % v['N'] if spk == 'defender' else None,
                   'text': fill(t, v), 'mentions': mentions(t, v), 'belief': dict(zip(lv, b))})
    marks[rid] = {'mark': mark, 'template': t, 'adversarial': mark in ('X', 'PX')}
ests = []
for i, (style, adv, pr, cu, t) in enumerate(notes_src):
    sc = SCEN[i % 20]; lv, v = draw(sc)
    txt = fill(t, v)
    for k, (kind, spec) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + k + 1)
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(v, spec)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab})
        marks[rid] = {'mark': spec, 'template': t, 'adversarial': adv == '1', 'style': style}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates', sum(m['adversarial'] for k, m in marks.items() if k[0] == 'c'), 'adversarial claims',
      sum(m['adversarial'] for k, m in marks.items() if k[0] == 'e'), 'adversarial estimate records')
