"""Builds claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt (letter form).
All drawn values come from random.Random(165): one shuffle of the 300 claim templates, one of the 60 notes,
then, text by text, the units (A, its sibling A2, B under A, its sibling B2, C under B, its siblings C2, C3) and,
for defender messages, one of four question forms. Scenario = entry number modulo 20 (ref/set165_scenarios.json)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set165_scenarios.json')))
NOUN = {'team_name': 'team', 'full_affiliation': 'team', 'project_codename': 'project', 'component_name': 'component',
        'Department': 'department', 'Division': 'division'}
noun = lambda k: NOUN.get(k, k.replace('_', ' '))
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
rng = random.Random(165)
tmpl = []
for ln in open(os.path.join(HERE, 'real.txt')):
    m, t = ln.rstrip('\n').split('\t'); tmpl.append(('realistic_reply', 'defender', m, t))
for ln in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = ln.rstrip('\n').split('\t'); tmpl.append((g, 'defender', m, t))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    m, t = ln.rstrip('\n').split('\t'); tmpl.append(('attacker_probe', 'attacker', m, t))
assert len(tmpl) == 300
notes = [ln.rstrip('\n').split('|', 4) for ln in open(os.path.join(HERE, 'notes.txt'))]
assert len(notes) == 60
rng.shuffle(tmpl)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    tops = list(t[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    bs = t[lv[1]][A]; B = rng.choice(bs); B2 = rng.choice([x for x in bs if x != B])
    cs = t[lv[2]][B]; C = rng.choice(cs); C2, C3 = rng.sample([x for x in cs if x != C], 2)
    return dict(N=u['name'], A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, L1=noun(lv[1]), L2=noun(lv[2])), lv

def fill(t, s):
    t = re.sub(r'(?<![\w{])N(?![\w}])', '{N}', t)
    ment = []
    def rep(m):
        k = m.group(1)
        if k not in ('N', 'L1', 'L2') and s[k] not in ment:
            ment.append(s[k])
        return s[k]
    return re.sub(r'\{(N|A2?|B2?|C[23]?|L1|L2)\}', rep, t), ment

def path(code, s):
    return {'null': [None, None, None], 'A': [s['A'], None, None], 'A2': [s['A2'], None, None],
            'B': [s['A'], s['B'], None], 'B2': [s['A'], s['B2'], None], 'C': [s['A'], s['B'], s['C']],
            'C2': [s['A'], s['B'], s['C2']], 'C3': [s['A'], s['B'], s['C3']], 'A?': [s['A'], '?', None],
            'B?': [s['A'], s['B'], '?']}[code]

marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for i, (g, spk, m, t) in enumerate(tmpl):
        sc = SC[i % 20]; s, lv = draw(sc)
        q = None
        if spk == 'defender':
            q, _ = fill(rng.choice(QUESTIONS), s)
        text, ment = fill(t, s)
        b = {'L': path('C', s), 'M': path('B', s), 'T': path('A', s)}.get(m, [None, None, None])
        if m == 'X': assert ment, t
        if m == 'N': assert not ment, t
        rid = 'c-%03d' % (i + 1)
        marks[rid] = [g, m, t]
        fh.write(json.dumps({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q, 'text': text,
                             'mentions': ment, 'belief': dict(zip(lv, b))}, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for j, (style, adv, pr, cu, t) in enumerate(notes):
        sc = SC[j % 20]; s, lv = draw(sc)
        text, _ = fill(t, s)
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * j + k + 1)
            lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, s)))
            marks[rid] = [style, adv, kind, code, t]
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': lab}, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
# checks: unit names of the 20 trees met in fixed text; "a"/"an" before a slot
names = set()
for u in U.values():
    lv = u['levels']; t = u['tree']
    names |= set(t[lv[0]]) | {x for v in t[lv[1]].values() for x in v} | {x for v in t[lv[2]].values() for x in v}
fixed = [x[3] for x in tmpl] + [x[4] for x in notes] + QUESTIONS
for f in fixed:
    bare = re.sub(r'\{[A-Za-z0-9]+\}', ' ', f)
    for nm in names:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), bare, re.I):
            print('UNIT NAME IN FIXED TEXT:', nm, '|', f)
    if re.search(r'\b(a|an|A|An)\s+\{', f):
        print('ARTICLE BEFORE SLOT:', f)
print('built')
