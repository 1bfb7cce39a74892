"""Builds claims.jsonl and estimates.jsonl of set 167 from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(167): one shuffle of the 300 claim templates, one of the 60 notes,
then per text one draw of units (and, for a defender message, of the question form). Scenario of entry i
(0-based, in shuffled order) = the (i mod 20)-th scenario of ref/set167_scenarios.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set167_scenarios.json')))
NOUN = {'department': 'department', 'product_group': 'product group', 'team_name': 'team', 'team': 'team',
        'project_name': 'project', 'repo_name': 'repo', 'group': 'group', 'project': 'project',
        'business_unit': 'business unit', 'project_code': 'project', 'division': 'division'}
QFORMS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
rng = random.Random(167)

def rows(fn, sep):
    return [l.rstrip('\n').split(sep) for l in open(os.path.join(HERE, fn), encoding='utf-8') if l.strip()]

claims_t = [('realistic_reply', m, t) for m, t in rows('real.txt', '\t')]
claims_t += [(g, m, t) for g, m, t in rows('tags.txt', '\t')]
claims_t += [('attacker_probe', 'P', t[0]) for t in rows('attacker.txt', '\t')]
notes_t = [tuple(r) for r in rows('notes.txt', '|')]
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)

def draw(sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    A = rng.choice(t[lv[0]]); B = rng.choice(t[lv[1]][A]); C = rng.choice(t[lv[2]][B])
    A2 = rng.choice([x for x in t[lv[0]] if x != A])
    B2 = rng.choice([x for x in t[lv[1]][A] if x != B])
    C2, C3 = rng.sample([x for x in t[lv[2]][B] if x != C], 2)
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}, lv

def fill(tpl, v):
    return re.sub(r'\{(N|A2|B2|C2|C3|A|B|C|L1|L2)\}', lambda m: v[m.group(1)], tpl)

def mentions(tpl, v):
    out = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', tpl):
        x = v[m.group(1)]
        if x not in out:
            out.append(x)
    return out

def path(code, v):
    if code == 'null': return [None, None, None]
    if code == 'A': return [v['A'], None, None]
    if code == 'A2': return [v['A2'], None, None]
    if code == 'B': return [v['A'], v['B'], None]
    if code == 'B2': return [v['A'], v['B2'], None]
    if code in ('C', 'C2', 'C3'): return [v['A'], v['B'], v[code]]
    if code == 'A?': return [v['A'], '?', None]
    if code == 'B?': return [v['A'], v['B'], '?']
    raise ValueError(code)

marks = {'claims': {}, 'notes': {}}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (tag, mark, tpl) in enumerate(claims_t):
        sc = SC[i % 20]
        v, lv = draw(sc)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if speaker == 'attacker' else fill(rng.choice(QFORMS), v)
        b = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mark, [None] * 3)
        rid = 'c-%03d' % (i + 1)
        rec = {'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
               'text': fill(tpl, v), 'mentions': mentions(tpl, v), 'belief': dict(zip(lv, b))}
        marks['claims'][rid] = [tag, mark, tpl]
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    k = 0
    for i, (style, adv, prior, cur, tpl) in enumerate(notes_t):
        sc = SC[i % 20]
        v, lv = draw(sc)
        text = fill(tpl, v)
        for kind, code in (('prior', prior), ('current', cur)):
            k += 1
            rid = 'e-%03d' % k
            lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': lab}, ensure_ascii=False) + '\n')
            marks['notes'][rid] = [style, adv, prior, cur, tpl]
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
# build checks: unit names of the 20 trees in fixed text; "a"/"an" before a slot
names = set()
for u in U.values():
    t = u['tree']; lv = u['levels']
    names.update(t[lv[0]])
    for li in (1, 2):
        for kids in t[lv[li]].values(): names.update(kids)
fixed = [t for _, _, t in claims_t] + [n[4] for n in notes_t]
for t in fixed:
    bare = re.sub(r'\{[A-Z0-9]+\}', ' ', t)
    for nm in names:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), bare, re.I):
            print('UNIT NAME IN FIXED TEXT:', nm, '|', t)
    if re.search(r'\b(a|an|A|An)\s+\{(A2?|B2?|C[23]?)\}', t):
        print('ARTICLE BEFORE SLOT:', t)
print('built', len(claims_t), 'claims', k, 'estimate records')
