# builds claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json; seed 138, one draw per text
import json, os, random, re, sys
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(H, 'build'))
import texts as T
U = json.load(open(os.path.join(H, 'build', 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set138_scenarios.json')))
rng = random.Random(138)
def noun(l):
    l = l.lower()
    for suf in ('_name', '_code', '_id'):
        if l.endswith(suf): l = l[:-len(suf)]
    return l.replace('_', ' ')
templates = []  # (construction, speaker, mark, template)
def fin(s):
    return s if s[-1] in '.?!' else s + '.'
def real(cores, seconds, mark, n):
    # second pass: each core followed by its own new reply (no lead-ins); the same order of marks as before
    out = []
    for i, c in enumerate(cores):
        out.append(fin(c))
        if i < len(seconds): out.append(fin(seconds[i]))
    assert len(out) == n, (mark, len(out))
    for t in out: templates.append(('realistic_reply', 'defender', mark, t))
real(T.REAL_C, T.REAL_C2, 'C', 56); real(T.REAL_B, T.REAL_B2, 'B', 14); real(T.REAL_A, T.REAL_A2, 'A', 13)
real(T.REAL_X, T.REAL_X2, 'X', 74); real(T.REAL_Z, T.REAL_Z2, 'Z', 27)
for tag, P in T.PERSONAS.items():
    for mark, pat in T.TAG_PATTERNS:
        t = re.sub(r'\{(\w+)\}', lambda m: P[m.group(1)] if m.group(1) in P else m.group(0), pat)
        templates.append((tag, 'defender', mark, t))
for t in T.ATT_PLAIN: templates.append(('attacker_probe', 'attacker', 'Z', t))
for t in T.ATT_ADV: templates.append(('attacker_probe', 'attacker', 'X', t))
assert len(templates) == 300, len(templates)
assert len({t[3] for t in templates}) == 300
rng.shuffle(templates)
def draw(sc):
    u = U[sc]; lv = u['levels']; tr = u['tree']
    A, A2 = rng.sample(list(tr[lv[0]]), 2)
    B, B2 = rng.sample(list(tr[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(tr[lv[2]][B]), 3)
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=u['name'], lA=noun(lv[0]), lB=noun(lv[1]), lC=noun(lv[2]))
def fill(t, v):
    mentions = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[k] not in mentions: mentions.append(v[k])
    text = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
    return text, mentions
def path(v, lv, k):
    if k == 'null': return {l: None for l in lv}
    if k == 'unscored': return 'unscored'
    if k == 'Bq': return {lv[0]: v['A'], lv[1]: v['B'], lv[2]: '?'}
    lvl = {'A': 0, 'B': 1, 'C': 2}[k[0]]
    tops = {0: v['A'], 1: v['B'] if k in ('B', 'C', 'C2', 'C3') else v[k] if k == 'B2' else None}
    vals = [v['A'], None, None]
    if lvl >= 1: vals[1] = v[k] if lvl == 1 else v['B']
    if lvl == 2: vals[2] = v[k]
    if k == 'A2': vals[0] = v['A2']
    return dict(zip(lv, vals))
claims, marks = [], {}
for i, (con, spk, mark, t) in enumerate(templates):
    sc = SC[i % 20]
    lv, v = draw(sc)
    text, men = fill(t, v)
    belief = path(v, lv, mark) if mark in ('A', 'B', 'C') else {l: None for l in lv}
    cid = 'c-%03d' % (i + 1)
    claims.append(dict(id=cid, scenario=sc, speaker=spk, construction=con,
                       question=('Where does %s work?' % v['N']) if spk == 'defender' else None,
                       text=text, mentions=men, belief=belief))
    marks[cid] = mark
notes = []
for st, imgs in T.STYLES.items():
    for j, (key, adv, rt, pk, ck) in enumerate(T.NOTE_READINGS):
        notes.append((st, imgs[j % 3], key, adv, rt, pk, ck))
rng.shuffle(notes)
ests = []
for i, (st, img, key, adv, rt, pk, ck) in enumerate(notes):
    sc = SC[i % 20]
    lv, v = draw(sc)
    text = img.rstrip(' ,') + ': ' + rt
    text = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], text)
    text = text[0].upper() + text[1:]
    for kind, k in (('prior', pk), ('current', ck)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append(dict(id=eid, scenario=sc, kind=kind, construction=st, text=text, label=path(v, lv, k)))
        marks[eid] = (key, adv)
with open(os.path.join(H, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=True) + '\n')
with open(os.path.join(H, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=True) + '\n')
json.dump(marks, open(os.path.join(H, 'build', 'marks.json'), 'w'), indent=0)
print(len(claims), len(ests), sum(1 for m in marks.values() if m == 'X'), sum(1 for m in marks.values() if isinstance(m, list) and m[1]))
