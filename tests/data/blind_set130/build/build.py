# set 130 builder: seed 130; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
# (entry number modulo 20); one draw per text; level nouns by set 53's rule.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(130)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set130_scenarios.json')))

def noun(k):
    k = k.lower()
    for s in ('_name', '_code', '_id'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')

def rows(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name)) if l.strip()]

claims = [('defender', 'realistic_reply', m, t) for m, t in rows('real.txt')]
claims += [('defender', tag, m, t) for tag, m, t in rows('tags.txt')]
claims += [('attacker', 'attacker_probe', m, t) for m, t in rows('attacker.txt')]
notes = rows('notes.txt')
assert len(claims) == 300 and len(notes) == 60
rng.shuffle(claims)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a]); b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b]); c, c2, c3 = rng.sample(lows, 3)
    return {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

UNIT = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def fill(t, v):
    s = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
    return s.replace('..', '.')

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in UNIT and v[k] not in out:
            out.append(v[k])
    return out

def path(mark, v):
    return {'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'B': [v['A'], v['B'], None],
            'A': [v['A'], None, None], '0': [None, None, None], 'X': [None, None, None],
            'B?': [v['A'], v['B'], '?'], 'A?': [v['A'], '?', None]}[mark]

marks = {'claims': {}, 'notes': {}}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for i, (spk, tag, mark, t) in enumerate(claims):
        sc = SCEN[i % 20]; v = draw(sc); lv = U[sc]['levels']
        rid = 'c-%03d' % (i + 1)
        rec = {'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
               'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
               'text': fill(t, v), 'mentions': mentions(t, v), 'belief': dict(zip(lv, path(mark, v)))}
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
        marks['claims'][rid] = {'mark': mark, 'template': t, 'v': v}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    n = 0
    for i, (style, adv, pr, cu, t) in enumerate(notes):
        sc = SCEN[i % 20]; v = draw(sc); lv = U[sc]['levels']
        text = fill(t, v)
        for kind, m in (('prior', pr), ('current', cu)):
            n += 1
            rid = 'e-%03d' % n
            lab = 'unscored' if m == 'U' else dict(zip(lv, path(m, v)))
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': lab}, ensure_ascii=False) + '\n')
            marks['notes'][rid] = {'mark': m, 'adv': adv, 'template': t, 'v': v, 'style': style}
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print('claims', len(claims), 'estimates', n,
      'adversarial claims', sum(1 for c in claims if c[2] == 'X'),
      'adversarial estimate records', 2 * sum(1 for x in notes if x[1] == '1'))
