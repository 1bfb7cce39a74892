# set 136: builds claims.jsonl and estimates.jsonl from build/real.txt, tags.txt, attacker.txt, notes.txt and
# build/universes.json; seed 136; one draw per text.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set136_scenarios.json')))
rng = random.Random(136)

def noun(level):  # set 53's rule
    x = level.lower()
    for suf in ('_name', '_code', '_id'):
        if x.endswith(suf):
            x = x[:-len(suf)]
    return x.replace('_', ' ')

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

tpl = []  # (construction, speaker, mark, template)
for l in lines('real.txt'):
    m, t = l.split('|', 1)
    tpl.append(('realistic_reply', 'defender', m, t))
for l in lines('tags.txt'):
    tag, m, t = l.split('|', 2)
    tpl.append((tag, 'defender', m, t))
for l in lines('attacker.txt'):
    m, t = l.split('|', 1)
    tpl.append(('attacker_probe', 'attacker', 'X' if m == 'X' else '0', t))
notes = []
for l in lines('notes.txt'):
    st, adv, p, c, t = l.split('|', 4)
    notes.append((st, adv == '1', p, c, t))
assert len(tpl) == 300 and len(notes) == 60
assert len({t for _, _, _, t in tpl}) == 300
rng.shuffle(tpl)
rng.shuffle(notes)

SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC])\}')

def draw(sc):
    u = U[sc]['u']
    lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    v = dict(N=U[sc]['name'], A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3,
             lA=noun(lv[0]), lB=noun(lv[1]), lC=noun(lv[2]))
    return lv, v

def fill(t, v):
    return SLOT.sub(lambda m: v[m.group(1)], t)

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'lA', 'lB', 'lC'):
            continue
        if v[k] not in out:
            out.append(v[k])
    return out

claims, marks = [], {}
for i, (con, spk, mark, t) in enumerate(tpl):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    path = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'A': [v['A'], None, None]}.get(mark, [None] * 3)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': con,
                   'question': 'Where does %s work?' % v['N'] if spk == 'defender' else None,
                   'text': fill(t, v), 'mentions': mentions(t, v), 'belief': dict(zip(lv, path))})
    marks[rid] = {'mark': mark, 'template': t}

def label(code, v, lv):
    if code == 'U':
        return 'unscored'
    p = {'N': [None] * 3, 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'Aq': [v['A'], '?', None],
         'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'Bq': [v['A'], v['B'], '?'],
         'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']]}[code]
    return dict(zip(lv, p))

ests = []
for j, (st, adv, p, c, t) in enumerate(notes):
    sc = SCEN[j % 20]
    lv, v = draw(sc)
    text = fill(t, v)
    for k, (kind, code) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * j + k + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': label(code, v, lv)})
        marks[rid] = {'adversarial': adv, 'code': code, 'template': t}

with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv_c = sum(1 for r in claims if marks[r['id']]['mark'] == 'X')
adv_e = sum(1 for r in ests if marks[r['id']]['adversarial'])
print(len(claims), 'claims,', len(ests), 'estimates,', adv_c, 'adversarial claims,', adv_e, 'adversarial estimate records')
