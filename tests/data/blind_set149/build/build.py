import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import texts as T
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set149_scenarios.json')))
rng = random.Random(149)

def noun(level):
    s = level.lower()
    for suf in ('_name', '_code', '_id'):
        if s.endswith(suf):
            s = s[:-len(suf)]
    return s.replace('_', ' ')

def draw(sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}, lv

def fill(tpl, v):
    out = tpl
    for k in ('lA', 'lB', 'lC', 'A2', 'B2', 'C2', 'C3', 'N', 'A', 'B', 'C'):
        out = out.replace('{%s}' % k, v[k])
    assert '{' not in out and '}' not in out, out
    return out

def mentions(tpl, v):
    order = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', tpl):
        if v[m.group(1)] not in order:
            order.append(v[m.group(1)])
    return order

def path(spec, v, lv):
    if spec == 'null':
        return [None, None, None]
    if spec == 'C':
        return [v['A'], v['B'], v['C']]
    if spec == 'C2':
        return [v['A'], v['B'], v['C2']]
    if spec == 'C3':
        return [v['A'], v['B'], v['C3']]
    if spec == 'B':
        return [v['A'], v['B'], None]
    if spec == 'B2':
        return [v['A'], v['B2'], None]
    if spec == 'Bq':
        return [v['A'], v['B'], '?']
    if spec == 'A':
        return [v['A'], None, None]
    raise ValueError(spec)

claims_t = []
for tpl in T.REPLY_C: claims_t.append(('realistic_reply', 'defender', 'C', tpl))
for tpl in T.REPLY_B: claims_t.append(('realistic_reply', 'defender', 'B', tpl))
for tpl in T.REPLY_A: claims_t.append(('realistic_reply', 'defender', 'A', tpl))
for tpl in T.REPLY_ADV: claims_t.append(('realistic_reply', 'defender', 'adv', tpl))
for tpl in T.REPLY_NULL: claims_t.append(('realistic_reply', 'defender', 'null', tpl))
for tag, lst in T.PERSONA.items():
    for tpl, mk in zip(lst, T.PERSONA_MARKS):
        claims_t.append((tag, 'defender', mk, tpl))
for tpl in T.PROBE_PLAIN: claims_t.append(('attacker_probe', 'attacker', 'null', tpl))
for tpl in T.PROBE_ADV: claims_t.append(('attacker_probe', 'attacker', 'adv', tpl))
assert len(claims_t) == 300
assert len({c[3] for c in claims_t}) == 300, 'templates not distinct'
rng.shuffle(claims_t)
claims, marks = [], {'claims': {}, 'estimates': {}}
for i, (tag, spk, mk, tpl) in enumerate(claims_t):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text = fill(tpl, v)
    ment = mentions(tpl, v)
    vals = path(mk, v, lv) if mk in ('C', 'B', 'A') else [None, None, None]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    marks['claims'][rid] = {'mark': mk, 'template': tpl, 'values': v}
notes_t = []
for st, imgs in T.STYLES.items():
    for k, (rd, pr, cu, adv) in enumerate(T.READINGS):
        notes_t.append((st, imgs[k % 3] + ': ' + rd + '.', pr, cu, adv, k))
assert len({n[1] for n in notes_t}) == 60
rng.shuffle(notes_t)
ests = []
for i, (st, tpl, pr, cu, adv, k) in enumerate(notes_t):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    text = fill(tpl, v)
    text = text[0].upper() + text[1:]
    for kind, spec in (('prior', pr), ('current', cu)):
        rid = 'e-%03d' % (len(ests) + 1)
        lab = 'unscored' if spec == 'unscored' else dict(zip(lv, path(spec, v, lv)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab})
        marks['estimates'][rid] = {'adv': adv, 'reading': k, 'spec': spec, 'template': tpl, 'values': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates',
      sum(1 for m in marks['claims'].values() if m['mark'] == 'adv'), 'adversarial claims',
      sum(1 for m in marks['estimates'].values() if m['adv']), 'adversarial estimate records')
