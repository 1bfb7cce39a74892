"""Fill set 42's templates with seeded paths (one path per text) and write claims.jsonl, estimates.jsonl
and the marks. Slots: {N} first name; {A} {B} {C} the chosen path (top, middle, lowest); {C2} another child
of {B}; {B2} another child of {A}; {A2} another top unit; {sA} {sB} {sC} the path's names with a small slip;
{lA} {lB} {lC} the level nouns. Codes: C/B/A the path down to that level, P two siblings (common parent B),
- null; for notes also U (unscored), C2/B2/A2 (a wrong value held), a trailing ? (that level's children '?')."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CH = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
SCEN = [c['scenario'] for c in CH['chosen']]


def noun(k):
    k = re.sub(r'_(name|code)$', '', k)
    return k.replace('_', ' ')


def all_names(u):
    L = list(u)
    return list(u[L[0]]) + [x for v in u[L[1]].values() for x in v] + [x for v in u[L[2]].values() for x in v]


def slip(name, names, rng):
    low = {n.lower() for n in names if n != name}
    firsts = [n.split()[0].lower() for n in names if n != name]
    opts = []
    if ' ' in name:
        opts.append(name.replace(' ', ''))
        w = name.split()[0]
        if len(w) >= 4 and w.lower() not in firsts and w.lower() not in low and not w.endswith('&'):
            opts.append(w)
    if '-' in name:
        opts += [name.replace('-', ''), name.replace('-', ' ')]
    if re.search(r'[a-z][A-Z]', name):
        opts.append(re.sub(r'([a-z])([A-Z])', r'\1 \2', name))
    if name != name.lower():
        opts.append(name.lower())
    else:
        opts.append(name.capitalize() if '-' not in name else name.upper())
    opts = [o for o in opts if o != name and o.lower() not in low]
    return rng.choice(opts)


def pick(sc, rng):
    u = U[sc]['universe']
    L = list(u)
    A = rng.choice(sorted(u[L[0]]))
    B = rng.choice(sorted(u[L[1]][A]))
    C = rng.choice(sorted(u[L[2]][B]))
    v = {'A': A, 'B': B, 'C': C,
         'A2': rng.choice(sorted(x for x in u[L[0]] if x != A)),
         'B2': rng.choice(sorted(x for x in u[L[1]][A] if x != B)),
         'C2': rng.choice(sorted(x for x in u[L[2]][B] if x != C)),
         'N': U[sc]['name'], 'lA': noun(L[0]), 'lB': noun(L[1]), 'lC': noun(L[2])}
    names = all_names(u)
    for k in 'ABC':
        v['s' + k] = slip(v[k], names, rng)
    return L, v


SLOT = re.compile(r"\{(N|A2|B2|C2|A|B|C|sA|sB|sC|lA|lB|lC)\}('s)?")


def fill(t, v):
    def rep(m):
        val = v[m.group(1)]
        if m.group(2):
            val += "'" if val.endswith('s') and m.group(1) not in ('N',) else "'s"
        return val
    return SLOT.sub(rep, t)


def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(A2|B2|C2|A|B|C)\}', t):
        x = v[m.group(1)]
        if x not in out:
            out.append(x)
    return out


def path(code, v):
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    base = code.rstrip('?')
    if base == '-':
        p = [None, None, None]
    elif base == 'P':
        p = [v['A'], v['B'], None]
    else:
        k = base[0]
        x = v[base]
        p = {'A': [x, None, None], 'B': [v['A'], x, None], 'C': [v['A'], v['B'], x]}[k]
    if q:
        first = p.index(None)
        p = p[:first] + ['?'] * (3 - first)
    return p


def rows(fn):
    out = []
    for ln in open(os.path.join(HERE, fn), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split('\t'))
    return out


claims_t = []
for fn in ('real_commit.txt', 'real_adv.txt', 'real_null.txt', 'tags.txt', 'attacker.txt'):
    claims_t += rows(fn)
assert len(claims_t) == 300, len(claims_t)
recs = []
for i, (tag, spk, code, mark, text) in enumerate(claims_t):
    sc = SCEN[i % 20]
    rng = random.Random(42000 + i)
    L, v = pick(sc, rng)
    p = path(code, v)
    recs.append({'scenario': sc, 'speaker': {'d': 'defender', 'a': 'attacker'}[spk], 'construction': tag,
                 'question': None if spk == 'a' else 'Which %s is %s in?' % (v['lC'], v['N']),
                 'text': fill(text, v), 'mentions': mentions(text, v),
                 'belief': dict(zip(L, p)), '_mark': mark})
random.Random(4242).shuffle(recs)
marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, r in enumerate(recs, 1):
        rid = 'c-%03d' % n
        marks[rid] = r.pop('_mark')
        fh.write(json.dumps(dict([('id', rid)] + list(r.items())), ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)

notes_t = rows('notes.txt')
assert len(notes_t) == 60
notes = []
for i, (style, mark, pc, cc, text) in enumerate(notes_t):
    sc = SCEN[i % 20]
    rng = random.Random(42500 + i)
    L, v = pick(sc, rng)
    t = fill(text.replace('\\n', '\n'), v)
    labs = {}
    for kind, code in (('prior', pc), ('current', cc)):
        p = path(code, v)
        labs[kind] = p if p == 'unscored' else dict(zip(L, p))
    notes.append((sc, style, t, labs, mark))
random.Random(4243).shuffle(notes)
emarks = {}
n = 0
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for sc, style, t, labs, mark in notes:
        for kind in ('prior', 'current'):
            n += 1
            rid = 'e-%03d' % n
            emarks[rid] = mark
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': t,
                                 'label': labs[kind]}, ensure_ascii=False) + '\n')
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
print('claims', len(recs), 'estimates', n)
