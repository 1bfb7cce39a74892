"""Builds claims.jsonl and estimates.jsonl of set 161 from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(161): one shuffle of the 300 claim templates, one of the 60 notes,
scenarios in turn (entry number modulo 20), one draw of units per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(161)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set161_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project'}
def noun(k):
    return NOUN.get(k, k.replace('_', ' '))
tpl = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    m, t = ln.rstrip('\n').split('\t'); tpl.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    g, m, t = ln.rstrip('\n').split('\t'); tpl.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    tpl.append(('attacker_probe', 'P', ln.rstrip('\n')))
notes = [ln.rstrip('\n').split('|', 4) for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8')]
assert len(tpl) == 300 and len(notes) == 60
rng.shuffle(tpl)
rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|L1|L2)\}')
def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = [a for a in u[lv[0]] if any(len(u[lv[2]].get(b, [])) >= 3 for b in u[lv[1]].get(a, [])) and len(u[lv[1]].get(a, [])) >= 2]
    A = rng.choice(tops)
    B = rng.choice([b for b in u[lv[1]][A] if len(u[lv[2]].get(b, [])) >= 3])
    C = rng.choice(u[lv[2]][B])
    A2 = rng.choice([a for a in u[lv[0]] if a != A])
    B2 = rng.choice([b for b in u[lv[1]][A] if b != B])
    C2, C3 = rng.sample([c for c in u[lv[2]][B] if c != C], 2)
    return lv, dict(N=U[sc]['name'], A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, L1=noun(lv[1]), L2=noun(lv[2]))
def fill(t, v):
    units = [v[s] for s in SLOT.findall(t) if s not in ('N', 'L1', 'L2')]
    ment = []
    for x in units:
        if x not in ment:
            ment.append(x)
    return SLOT.sub(lambda m: v[m.group(1)], t), ment
QS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'What {L1} is {N} part of?', 'Do you know where {N} sits?']
claims, marks = [], {}
for i, (g, m, t) in enumerate(tpl):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, ment = fill(t, v)
    q = None if g == 'attacker_probe' else fill(rng.choice(QS), v)[0]
    if m == 'L':
        vals = [v['A'], v['B'], v['C']]
    elif m == 'M':
        vals = [v['A'], v['B'], None]
    elif m == 'T':
        vals = [v['A'], None, None]
    else:
        vals = [None, None, None]
    cid = 'c-%03d' % (i + 1)
    marks[cid] = [g, m, t, v]
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender',
                   'construction': g, 'question': q, 'text': text, 'mentions': ment,
                   'belief': dict(zip(lv, vals))})
def lab(code, v, lv):
    if code == 'U':
        return 'unscored'
    table = {'null': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
             'A?': [v['A'], '?', None], 'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
             'B?': [v['A'], v['B'], '?'], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
             'C3': [v['A'], v['B'], v['C3']]}
    return dict(zip(lv, table[code]))
ests, emarks = [], {}
n = 0
for i, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        eid = 'e-%03d' % n
        emarks[eid] = [style, adv, pr, cu, t]
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab(code, v, lv)})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
# unit names of the 20 trees met in fixed text (whole word, case-insensitive)
names = set()
for sc in U:
    u = U[sc]['universe']; lv = list(u)
    names |= set(u[lv[0]])
    for li in (1, 2):
        for kids in u[lv[li]].values():
            names |= set(kids)
fixed = [SLOT.sub(' ', t) for _, _, t in tpl] + [SLOT.sub(' ', x[4]) for x in notes] + [SLOT.sub(' ', q) for q in QS]
for nm in sorted(names):
    for f in fixed:
        if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(nm), f):
            print('unit name in fixed text:', nm, '|', f)
for r in claims + ests:
    for mm in re.finditer(r'\b([Aa]n?) (\w)', r['text']):
        if (mm.group(1).lower() == 'a') == (mm.group(2).lower() in 'aeiou'):
            print('article?', r['id'], mm.group(0), '|', r['text'][:90])
