"""Set 168's build: one random.Random(168) for every drawn value. One shuffle of the 300 claim templates and one
of the 60 notes; scenarios in turn; one draw of units per text; level nouns from the level keys. Writes
claims.jsonl, estimates.jsonl and build/marks.json; prints unit names met in fixed text (whole word,
case-insensitive) and any "a"/"an" before a slot."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
rng = random.Random(168)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(HERE, 'ref', 'set168_scenarios.json')))
NOUN = {'team_id': 'team', 'team_name': 'team', 'project_team': 'project team', 'business_unit': 'business unit',
        'project_code': 'project', 'project_group': 'project group'}
def noun(k): return NOUN.get(k, k.replace('_', ' '))
SLOTS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C']
def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); kids = {}
    for li in (1, 2):
        for p, ks in u[lv[li]].items(): kids[p] = list(ks)
    return lv, tops, kids
def draw(sc, text):
    lv, tops, kids = tree(sc)
    used = set(re.findall(r'\{(A2|B2|C2|C3|A|B|C)\}', text))
    for _ in range(1000):
        A = rng.choice(tops); Bs = kids.get(A, [])
        if not Bs: continue
        Bn = rng.choice(Bs); Cs = kids.get(Bn, [])
        if not Cs: continue
        C = rng.choice(Cs)
        v = {'A': A, 'B': Bn, 'C': C}
        if 'A2' in used:
            o = [t for t in tops if t != A]
            if not o: continue
            v['A2'] = rng.choice(o)
        if 'B2' in used:
            o = [t for t in Bs if t != Bn]
            if not o: continue
            v['B2'] = rng.choice(o)
        if 'C2' in used or 'C3' in used:
            o = [t for t in Cs if t != C]
            if len(o) < 2: continue
            c2, c3 = rng.sample(o, 2); v['C2'] = c2; v['C3'] = c3
        return lv, v
    raise SystemExit('no draw for %s' % sc)
def fill(t, sc, lv, v):
    s = t.replace('{N}', U[sc]['name']).replace('{L1}', noun(lv[1])).replace('{L2}', noun(lv[2]))
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', s):
        if v[m.group(1)] not in mentions: mentions.append(v[m.group(1)])
    s = re.sub(r'\{(A2|B2|C2|C3|A|B|C)\}', lambda m: v[m.group(1)], s)
    return s, mentions
def chain(sc, lv, code, v):
    if code == 'U': return 'unscored'
    u = U[sc]['universe']
    vals = {'null': [None, None, None], 'A': [v['A'], None, None], 'A2': [v.get('A2'), None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v.get('B2'), None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v.get('C2')], 'C3': [v['A'], v['B'], v.get('C3')],
            'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(lv, vals))
QF = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
tpl = []
for ln in open(os.path.join(B, 'real.txt'), encoding='utf-8').read().splitlines():
    mk, t = ln.split('\t'); tpl.append(('realistic_reply', mk, t))
for ln in open(os.path.join(B, 'tags.txt'), encoding='utf-8').read().splitlines():
    tg, mk, t = ln.split('\t'); tpl.append((tg, mk, t))
for ln in open(os.path.join(B, 'attacker.txt'), encoding='utf-8').read().splitlines():
    tpl.append(('attacker_probe', 'P', ln))
assert len(tpl) == 300 and len({t for _, _, t in tpl}) == 300
rng.shuffle(tpl)
claims = []; marks = {}
for i, (tg, mk, t) in enumerate(tpl):
    sc = SC[i % 20]; lv, v = draw(sc, t); text, men = fill(t, sc, lv, v)
    code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(mk, 'null')
    bel = chain(sc, lv, code, v)
    q = None if tg == 'attacker_probe' else fill(rng.choice(QF), sc, lv, v)[0]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if tg == 'attacker_probe' else 'defender',
                   'construction': tg, 'question': q, 'text': text, 'mentions': men, 'belief': bel})
    adv = mk == 'X' or (mk == 'P' and bool(men))
    marks[rid] = {'mark': mk, 'adversarial': adv, 'template': t}
notes = [ln.split('|', 4) for ln in open(os.path.join(B, 'notes.txt'), encoding='utf-8').read().splitlines()]
assert len(notes) == 60
rng.shuffle(notes)
ests = []
for i, (st, ad, pr, cu, t) in enumerate(notes):
    sc = SC[i % 20]; lv, v = draw(sc, t); text, men = fill(t, sc, lv, v)
    for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + k + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                     'label': chain(sc, lv, code, v)})
        marks[rid] = {'mark': code, 'adversarial': ad == '1', 'template': t}
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=0)
# unit names in fixed text, and articles before slots
names = set()
for sc in U:
    lv, tops, kids = tree(sc); names |= set(tops)
    for ks in kids.values(): names |= set(ks)
for src in ('real.txt', 'tags.txt', 'attacker.txt', 'notes.txt'):
    for ln in open(os.path.join(B, src), encoding='utf-8').read().splitlines():
        fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', ln)
        for nm in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('UNIT NAME', repr(nm), 'in', src, ln[:90])
        if re.search(r'\b(a|an|A|An)\s+\{', ln):
            print('ARTICLE', src, ln[:90])
print('claims', len(claims), 'ests', len(ests))
