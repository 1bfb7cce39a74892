"""Fill set 48's hand-written templates with seeded paths (one path per text) and write the jsonl files."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set48_scenarios.json')))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|[ABC]s|l[ABC])\}')

def noun(k):
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    kids = {None: list(u[lv[0]])}
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            kids[p] = list(ks)
    return lv, kids

def all_names(kids):
    return [e for v in kids.values() for e in v]

def slip(name, others, rng):
    low = {o.lower() for o in others if o != name}
    cands = []
    if ' ' in name:
        cands.append(name.replace(' ', '', 1))
        w = name.split(' ')[0]
        if len(w) > 2 and sum(1 for o in others if o.split(' ')[0] == w) == 1 and w.lower() not in low:
            cands.append(w)
    if '-' in name:
        cands.append(name.replace('-', '', 1))
        cands.append(name.replace('-', ' ', 1))
    if name.lower() != name:
        cands.append(name.lower())
    if not cands:
        cands.append(name.upper() if name.upper() != name else name.capitalize())
    cands = [c for c in cands if c != name and c.lower() not in low and c not in others]
    return rng.choice(cands) if cands else name.lower()

def fill(tpl, sc, seed):
    rng = random.Random(seed)
    lv, kids = tree(sc)
    A = rng.choice(kids[None]); B = rng.choice(kids[A]); C = rng.choice(kids[B])
    A2 = rng.choice([x for x in kids[None] if x != A]); B2 = rng.choice([x for x in kids[A] if x != B])
    c23 = [x for x in kids[B] if x != C]; rng.shuffle(c23)
    others = all_names(kids)
    v = {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': c23[0], 'C3': c23[1],
         'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    for k in 'ABC':
        v[k + 's'] = slip(v[k], others, rng)
    mentions = []
    for m in SLOT.finditer(tpl):
        k = m.group(1)
        if k in ('N', 'lA', 'lB', 'lC'):
            continue
        e = v[k.rstrip('s')] if k.endswith('s') else v[k]
        if e not in mentions:
            mentions.append(e)
    text = SLOT.sub(lambda m: v[m.group(1)], tpl).replace('\\n', '\n')
    return text, v, lv, mentions

def path(code, v):
    return {'0': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', '?'], 'B?': [v['A'], v['B'], '?']}[code]

def rows(fn):
    return [l.split('|') for l in open(os.path.join(HERE, fn)).read().splitlines() if l.strip()]

entries = []
for code, mark, t in rows('real.txt'):
    entries.append(('defender', 'realistic_reply', code, mark, t))
for tag, code, mark, t in rows('tags.txt'):
    entries.append(('defender', tag, code, mark, t))
for code, t in rows('attacker.txt'):
    entries.append(('attacker', 'attacker_probe', code, '.', t))
claims = []
for i, (spk, tag, code, mark, t) in enumerate(entries):
    sc = SCEN[i % 20]
    text, v, lv, men = fill(t, sc, 48000 + i)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), v['N'])
    claims.append({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': men, 'belief': dict(zip(lv, path(code, v))), '_mark': mark})
random.Random(4801).shuffle(claims)
marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for n, c in enumerate(claims, 1):
        cid = 'c-%03d' % n; marks[cid] = c.pop('_mark')
        fh.write(json.dumps(dict([('id', cid)] + list(c.items())), ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)
notes = []
for i, (style, pc, cc, mark, t) in enumerate(rows('notes.txt')):
    sc = SCEN[i % 20]
    text, v, lv, _ = fill(t, sc, 48500 + i)
    lab = lambda code: 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
    notes.append((sc, style, text, lab(pc), lab(cc), mark))
random.Random(4802).shuffle(notes)
emarks = {}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    n = 0
    for sc, style, text, lp, lc, mark in notes:
        for kind, lab in (('prior', lp), ('current', lc)):
            n += 1; eid = 'e-%03d' % n; emarks[eid] = mark
            fh.write(json.dumps({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': lab}, ensure_ascii=False) + '\n')
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
print(len(claims), n)
