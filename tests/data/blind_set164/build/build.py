"""Set 164's build: every drawn value from random.Random(164). Reads real.txt, tags.txt, attacker.txt, notes.txt
and universes.json (written by choose.py); writes ../claims.jsonl, ../estimates.jsonl and marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(164)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = list(U)
NOUN = {'project_code': 'project', 'project_team': 'project team', 'team_name': 'team', 'business_unit': 'business unit'}
QUESTIONS = ['Which {L2} is {N} in?', 'Do you know where {N} is placed in the organisation?',
             'What {L1} does {N} belong to?', 'Where exactly does {N} work?']
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = []
for l in lines('real.txt'):
    m, t = l.split('\t')
    claims_t.append(('realistic_reply', 'defender', m, t))
for l in lines('tags.txt'):
    g, m, t = l.split('\t')
    claims_t.append((g, 'defender', m, t))
for l in lines('attacker.txt'):
    m, t = l.split('\t')
    claims_t.append(('attacker_probe', 'attacker', m, t))
notes_t = [l.split('|', 4) for l in lines('notes.txt')]
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)

def draw(sc):
    u = U[sc]
    a, a2 = rng.sample(u['top'], 2)
    b, b2 = rng.sample(u['mid'][a], 2)
    c, c2, c3 = rng.sample(u['low'][b], 3)
    lv = u['levels']
    s = {'N': u['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
         'L1': NOUN.get(lv[1], lv[1].replace('_', ' ')), 'L2': NOUN.get(lv[2], lv[2].replace('_', ' '))}
    return s

def fill(t, s):
    return re.sub(r'\{(N|A2?|B2?|C[23]?|L[12])\}', lambda m: s[m.group(1)], t)

def mentions(t, s):
    out = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        x = s[m.group(1)]
        if x not in out:
            out.append(x)
    return out

def path(code, s):
    if code == 'null':
        return [None, None, None]
    if code == 'A?':
        return [s['A'], '?', None]
    if code == 'B?':
        return [s['A'], s['B'], '?']
    if code in ('A', 'A2'):
        return [s[code], None, None]
    if code in ('B', 'B2'):
        return [s['A'], s[code], None]
    if code in ('C', 'C2', 'C3'):
        return [s['A'], s['B'], s[code]]
    raise ValueError(code)

marks = {'claims': {}, 'notes': {}}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (tag, spk, mark, t) in enumerate(claims_t):
        sc = SC[i % 20]
        s = draw(sc)
        lv = U[sc]['levels']
        q = fill(rng.choice(QUESTIONS), s) if spk == 'defender' else None
        if spk == 'attacker':
            b = [None, None, None]
        else:
            b = {'L': path('C', s), 'M': path('B', s), 'T': path('A', s), 'X': path('null', s), 'N': path('null', s)}[mark]
        rec = {'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
               'text': fill(t, s), 'mentions': mentions(t, s), 'belief': dict(zip(lv, b))}
        marks['claims'][rec['id']] = {'mark': mark, 'template': t}
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
n = 0
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (style, flag, pr, cu, t) in enumerate(notes_t):
        sc = SC[i % 20]
        s = draw(sc)
        lv = U[sc]['levels']
        for kind, code in (('prior', pr), ('current', cu)):
            n += 1
            lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, s)))
            rec = {'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': fill(t, s), 'label': lab}
            marks['notes'][rec['id']] = {'flag': flag, 'code': code, 'template': t}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
# build checks: unit names met in fixed text; "a"/"an" before a slot
names = set()
for u in U.values():
    names.update(u['top'])
    for v in u['mid'].values(): names.update(v)
    for v in u['low'].values(): names.update(v)
for _, _, _, t in claims_t:
    fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', t)
    for nm in names:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
            print('UNIT NAME IN FIXED TEXT:', nm, '|', t)
    if re.search(r'\b(a|an)\s+\{', t, re.I):
        print('ARTICLE BEFORE SLOT:', t)
for *_, t in notes_t:
    fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', t)
    for nm in names:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
            print('UNIT NAME IN FIXED NOTE:', nm, '|', t)
    if re.search(r'\b(a|an)\s+\{', t, re.I):
        print('ARTICLE BEFORE SLOT:', t)
print('claims', len(claims_t), 'notes', len(notes_t))
