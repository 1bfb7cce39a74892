"""Builds set 118's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every value a text asserts is drawn by one seeded generator (seed 118): one draw per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set118_scenarios.json')))
rng = random.Random(118)

def noun(key):
    k = re.sub(r'_(name|code|id)$', '', key.lower())
    return k.replace('_', ' ')

def rows(name, ncol):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncol, (name, ln)
            out.append(parts)
    return out

claims_src = [('realistic_reply', 'defender', m, t) for m, t in rows('real.txt', 2)]
claims_src += [(tag, 'defender', m, t) for tag, m, t in rows('tags.txt', 3)]
claims_src += [('attacker_probe', 'attacker', m, t) for m, t in rows('attacker.txt', 2)]
assert len(claims_src) == 300
notes_src = rows('notes.txt', 5)
assert len(notes_src) == 60
rng.shuffle(claims_src)
rng.shuffle(notes_src)

SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    v = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'])
    v['lA'], v['lB'], v['lC'] = (noun(k) for k in lv)
    return lv, v

def fill(t, v):
    out = re.sub(r'\{(N|A2?|B2?|C[23]?|l[ABC])\}', lambda m: v[m.group(1)], t)
    assert '{' not in out and '}' not in out, t
    return out

def mentions(t, v):
    seen = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        if v[m.group(1)] not in seen:
            seen.append(v[m.group(1)])
    return seen

def path(spec, v, lv):
    if spec == 'unscored':
        return 'unscored'
    if spec == 'null':
        vals = [None, None, None]
    else:
        q = spec.endswith('?'); s = spec.rstrip('?')
        if s in ('A', 'A2'):
            vals = [v[s], None, None]
        elif s in ('B', 'B2'):
            vals = [v['A'], v[s], None]
        else:
            vals = [v['A'], v['B'], v[s]]
        if q:
            i = vals.index(None); vals[i] = '?'
    return dict(zip(lv, vals))

marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (tag, spk, mark, t) in enumerate(claims_src):
        sc = SCEN[i % 20]
        lv, v = draw(sc)
        spec = {'C': 'C', 'B': 'B', 'A': 'A', 'X': 'null', '0': 'null'}[mark]
        rid = 'c-%03d' % (i + 1)
        marks[rid] = mark
        rec = {'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
               'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
               'text': fill(t, v), 'mentions': mentions(t, v), 'belief': path(spec, v, lv)}
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (style, adv, prior, cur, t) in enumerate(notes_src):
        sc = SCEN[i % 20]
        lv, v = draw(sc)
        text = fill(t, v)
        for k, (kind, spec) in enumerate((('prior', prior), ('current', cur))):
            rid = 'e-%03d' % (2 * i + k + 1)
            marks[rid] = {'adv': adv, 'spec': spec}
            rec = {'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                   'label': path(spec, v, lv)}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
adv = [k for k, m in marks.items() if (m == 'X' if isinstance(m, str) else m['adv'] == '1')]
print('claims 300, estimates 120; adversarial claims', sum(1 for k in adv if k.startswith('c-')),
      'adversarial estimate records', sum(1 for k in adv if k.startswith('e-')))
