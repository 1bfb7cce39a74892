"""Seeded fill of set 51's hand-written templates (one random path per text)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set51_scenarios.json')))

def noun(k):
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def units(u):
    lv = list(u); names = list(u[lv[0]])
    for li in (1, 2):
        for kids in u[lv[li]].values():
            names += kids
    return names

def slip(name, allnames, rng):
    others = {n.lower() for n in allnames if n != name}
    cands = []
    if name.lower() != name: cands.append(name.lower())
    for ch in (' ', '-'):
        if ch in name: cands.append(name.replace(ch, ''))
    w = name.split()
    if len(w) > 1 and sum(1 for n in allnames if n.split()[0] == w[0]) == 1 and len(w[0]) > 2:
        cands.append(w[0])
    cands = [c for c in cands if c != name and c.lower() not in others]
    return rng.choice(cands) if cands else name.upper()

def pick(sid, rng):
    u = U[sid]['universe']; lv = list(u)
    A = rng.choice(list(u[lv[0]])); B = rng.choice(u[lv[1]][A]); C = rng.choice(u[lv[2]][B])
    Cs = [c for c in u[lv[2]][B] if c != C]; rng.shuffle(Cs)
    Bs = [b for b in u[lv[1]][A] if b != B]; As = [a for a in u[lv[0]] if a != A]
    s = {'A': A, 'B': B, 'C': C, 'C2': Cs[0], 'C3': Cs[1], 'B2': rng.choice(Bs), 'A2': rng.choice(As)}
    return u, lv, s

SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|lA|lB|lC)(~?)\}')

def fill(t, sid, rng):
    u, lv, s = pick(sid, rng)
    alln = units(u)
    ln = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    order = []
    def sub(m):
        k, sl = m.group(1), m.group(2)
        if k == 'N': return U[sid]['name']
        if k in ln: return ln[k]
        if s[k] not in order: order.append(s[k])
        return slip(s[k], alln, rng) if sl else s[k]
    x = SLOT.sub(sub, t)
    x = x.replace('..', '.')
    assert '{' not in x and '}' not in x, x
    return x, lv, s, order

def path(code, s, lv):
    if code == '0': vals = [None, None, None]
    elif code in ('C', 'C2', 'C3'): vals = [s['A'], s['B'], s[code]]
    elif code in ('B', 'BB'): vals = [s['A'], s['B'], None]
    elif code == 'B2': vals = [s['A'], s['B2'], None]
    elif code in ('A', 'AA'): vals = [s['A'], None, None]
    elif code == 'A2': vals = [s['A2'], None, None]
    elif code == 'A?': vals = [s['A'], '?', '?']
    elif code == 'B?': vals = [s['A'], s['B'], '?']
    else: raise ValueError(code)
    return dict(zip(lv, vals))

def rows(name, n):
    return [l.rstrip('\n').split('|', n) for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

rng = random.Random(5151)
tmpl = [('realistic_reply', 'defender', c, m, t) for c, m, t in rows('real.txt', 2)]
tmpl += [(g, 'defender', c, m, t) for g, c, m, t in rows('tags.txt', 3)]
tmpl += [('attacker_probe', 'attacker', c, m, t) for c, m, t in rows('attacker.txt', 2)]
claims = []
for i, (g, spk, code, mark, t) in enumerate(tmpl):
    sid = SCEN[i % 20]
    x, lv, s, order = fill(t, sid, rng)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sid]['name'])
    claims.append(({'scenario': sid, 'speaker': spk, 'construction': g, 'question': q, 'text': x,
                    'mentions': order, 'belief': path(code, s, lv)}, mark))
random.Random(51).shuffle(claims)
cm = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for k, (r, mark) in enumerate(claims, 1):
        rid = 'c-%03d' % k; cm[rid] = mark
        fh.write(json.dumps(dict([('id', rid)] + list(r.items())), ensure_ascii=False) + '\n')
notes = []
for i, (st, pc, cc, mark, t) in enumerate(rows('notes.txt', 4)):
    sid = SCEN[i % 20]
    x, lv, s, order = fill(t.replace('\\n', '\n'), sid, rng)
    lab = lambda c: 'unscored' if c == 'u' else path(c, s, lv)
    notes.append((sid, st, x, lab(pc), lab(cc), mark))
random.Random(151).shuffle(notes)
em = {}; k = 0
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for sid, st, x, lp, lc, mark in notes:
        for kind, lab in (('prior', lp), ('current', lc)):
            k += 1; rid = 'e-%03d' % k; em[rid] = mark
            fh.write(json.dumps({'id': rid, 'scenario': sid, 'kind': kind, 'construction': st, 'text': x, 'label': lab}, ensure_ascii=False) + '\n')
json.dump(cm, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)
json.dump(em, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
print(len(claims), 'claims', k, 'estimates', sum(v == 'a' for v in cm.values()), 'adv claims', sum(v == 'a' for v in em.values()), 'adv est records')
