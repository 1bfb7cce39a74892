"""Seeded generator for blind set 87 (seed 87). Reads real.txt, tags.txt, attacker.txt, notes.txt and
universes.json; writes ../claims.jsonl and ../estimates.jsonl. One seeded path per text.
Template line: MARK CODE TAG | text   (MARK c committing / a adversarial / n honest null; CODE the committed
unit slot or N). Note line: MARK STYLE PRIOR CURRENT | text (codes: N all-null, U unscored, X a path, X? a path
with '?' one level below it)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(SET, 'ref', 'set87_scenarios.json')))
rng = random.Random(87)
def noun(k):
    k = k.lower()
    for s in ('_name', '_code', '_id'):
        if k.endswith(s): k = k[:-len(s)]
    return k.replace('_', ' ')
def draw(sc):
    u = U[sc]; L = u['levels']; t = u['tree']
    A, A2 = rng.sample(sorted(t[L[0]]), 2)
    B, B2 = rng.sample(sorted(t[L[1]][A]), 2)
    C, C2, C3 = rng.sample(sorted(t[L[2]][B]), 3)
    p = {'A': [A, None, None], 'A2': [A2, None, None], 'B': [A, B, None], 'B2': [A, B2, None],
         'C': [A, B, C], 'C2': [A, B, C2], 'C3': [A, B, C3]}
    v = {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
         'lA': noun(L[0]), 'lB': noun(L[1]), 'lC': noun(L[2])}
    return L, p, v
def fill(tmpl, v):
    used = [s for s in re.findall(r'\{(A2|B2|C2|C3|A|B|C)\}', tmpl)]
    txt = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], tmpl)
    txt = txt[0].upper() + txt[1:]
    seen = []
    for s in used:
        if v[s] not in seen: seen.append(v[s])
    return txt, seen
def lab(code, L, p):
    if code == 'N': return {l: None for l in L}
    if code == 'U': return 'unscored'
    q = code.endswith('?'); vals = list(p[code.rstrip('?')])
    if q: vals[vals.index(None)] = '?'
    return dict(zip(L, vals))
def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip() and not l.startswith('%')]
entries = []
for name, spk in (('real.txt', 'defender'), ('tags.txt', 'defender'), ('attacker.txt', 'attacker')):
    for l in lines(name):
        head, tmpl = l.split(' | ', 1)
        mark, code, tag = head.split()
        entries.append((mark, code, tag, spk, tmpl.strip()))
rng.shuffle(entries)
claims, marks = [], {}
for i, (mark, code, tag, spk, tmpl) in enumerate(entries):
    sc = SC[i % 20]; L, p, v = draw(sc)
    txt, men = fill(tmpl, v)
    belief = dict(zip(L, p[code])) if code != 'N' else {l: None for l in L}
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': "Where does %s work?" % v['N'] if spk == 'defender' else None,
                   'text': txt, 'mentions': men, 'belief': belief})
    marks[cid] = (mark, code)
notes = []
for l in lines('notes.txt'):
    head, tmpl = l.split(' | ', 1)
    mark, style, pc, cc = head.split()
    notes.append((mark, style, pc, cc, tmpl.strip()))
rng.shuffle(notes)
ests, emarks = [], {}
for i, (mark, style, pc, cc, tmpl) in enumerate(notes):
    sc = SC[i % 20]; L, p, v = draw(sc)
    txt, _ = fill(tmpl, v)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab(code, L, p)})
        emarks[eid] = (mark, pc, cc)
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': emarks}, open('/tmp/blind87/marks.json', 'w'))
print(len(claims), 'claims', len(ests), 'estimates')
