"""Set 129 builder: seed 129; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in
turn (entry number modulo 20); one draw per text (two top units, two middle siblings under the first, three
lowest units under the first middle unit, in a drawn order)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set129_scenarios.json')))
rng = random.Random(129)

def rows(name, ncol):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncol, (name, ln)
            out.append(parts)
    return out

def noun(level):
    w = level.lower()
    for suf in ('_name', '_code', '_id'):
        if w.endswith(suf):
            w = w[:-len(suf)]
    return w.replace('_', ' ')

def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') else w + 's'

claims_t = [('realistic_reply', m, t, 'defender') for m, t in rows('real.txt', 2)]
claims_t += [(tag, m, t, 'defender') for tag, m, t in rows('tags.txt', 3)]
claims_t += [('attacker_probe', m, t, 'attacker') for m, t in rows('attacker.txt', 2)]
assert len(claims_t) == 300, len(claims_t)
assert len({t for _, _, t, _ in claims_t}) == 300
notes_t = rows('notes.txt', 5)
assert len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']

def fill(t, sc, lv, v):
    name = U[sc]['name']
    rep = dict(v)
    rep['N'] = name
    rep['lA'], rep['lB'], rep['lC'] = (noun(x) for x in lv)
    out = re.sub(r'\{(N|A2|A|B2|B|C2|C3|C|lA|lB|lC)\}', lambda m: rep[m.group(1)], t)
    out = out.replace('Inc..', 'Inc.')
    # plural level nouns written as {lC}s
    for x in lv:
        out = out.replace(noun(x) + 's ', plural(noun(x)) + ' ') if noun(x).endswith('y') else out
    mentions = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C)\}', t):
        if v[m.group(1)] not in mentions:
            mentions.append(v[m.group(1)])
    return out, mentions

def path(lv, v, spec):
    if spec in ('0',):
        return [None, None, None]
    q = spec.endswith('?')
    s = spec.rstrip('?')
    if s == 'A':
        p = [v['A'], None, None]
    elif s == 'A2':
        p = [v['A2'], None, None]
    elif s == 'B':
        p = [v['A'], v['B'], None]
    elif s == 'B2':
        p = [v['A'], v['B2'], None]
    elif s in ('C', 'C2', 'C3'):
        p = [v['A'], v['B'], v[s]]
    else:
        raise ValueError(spec)
    if q:
        k = p.index(None)
        p[k] = '?'
    return p

claims, marks = [], {}
for i, (tag, mark, t, spk) in enumerate(claims_t):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, sc, lv, v)
    bel = path(lv, v, mark) if mark in ('A', 'B', 'C') else [None, None, None]
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % U[sc]['name']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, bel))})
    marks[cid] = {'mark': mark, 'template': t, 'values': v}
ests = []
n = 0
for i, (style, adv, prior, cur, t) in enumerate(notes_t):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, sc, lv, v)
    for kind, spec in (('prior', prior), ('current', cur)):
        n += 1
        eid = 'e-%03d' % n
        lab = 'unscored' if spec == 'U' else dict(zip(lv, path(lv, v, spec)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[eid] = {'adv': adv, 'spec': spec, 'template': t, 'values': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for c in claims if marks[c['id']]['mark'] == 'X'), 'adversarial claims',
      sum(1 for e in ests if marks[e['id']]['adv'] == '1'), 'adversarial estimate records')
