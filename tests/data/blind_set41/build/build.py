#!/usr/bin/env python3
"""Builds claims.jsonl and estimates.jsonl of blind set 41 from the hand-written templates in build/.
Values are chosen by a seeded generator, one path per text."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set41_scenarios.json')))

def tree(sc):
    u = U[sc]['universe']; L = list(u)
    par = {}
    for a in u[L[0]]:
        par[a] = None
    for b_par, kids in u[L[1]].items():
        for k in kids: par[k] = b_par
    for c_par, kids in u[L[2]].items():
        for k in kids: par[k] = c_par
    return u, L, par

def path(sc, rng):
    u, L, par = tree(sc)
    lows = [k for kids in u[L[2]].values() for k in kids]
    X = rng.choice(lows); Bv = par[X]; A = par[Bv]
    sib = [k for k in u[L[2]][Bv] if k != X]; rng.shuffle(sib)
    bs = [k for k in u[L[1]][A] if k != Bv]; rng.shuffle(bs)
    tops = [k for k in u[L[0]] if k != A]; rng.shuffle(tops)
    return {'X': X, 'X2': sib[0], 'X3': sib[1], 'B': Bv, 'B2': bs[0], 'A': A, 'A2': tops[0]}, L, par

def noun(l):
    return l.replace('_', ' ')

def slip(name, allnames, rng):
    opts = []
    if name.lower() != name: opts.append(name.lower())
    if ' ' in name: opts.append(name.replace(' ', ''))
    if '-' in name: opts.append(name.replace('-', ''))
    if ' ' in name:
        short = name.split()[0]
        if len(short) >= 3 and not any(o != name and o.lower().startswith(short.lower()) for o in allnames):
            opts.append(short)
    if not opts: opts.append(name.upper())
    return rng.choice(opts)

def fill(tpl, sc, p, L, rng, par):
    name = U[sc]['name']
    allnames = list(par)
    s = tpl.replace('\\n', '\n')
    mentions = []
    def rep(m):
        k = m.group(1)
        if k == 'N': return name
        if k in ('lA', 'lB', 'lC'): return noun(L['ABC'.index(k[1])])
        if k.startswith('s'):
            return slip(p[k[1:]], allnames, rng)
        v = p[k]
        if v not in mentions: mentions.append(v)
        return v
    s = re.sub(r'\{(N|lA|lB|lC|sX|sB|sA|X2|X3|X|B2|B|A2|A)\}', rep, s)
    s = re.sub(r'(Inc|Corp)\.\.(?!\.)', r'\1.', s)
    return s, mentions

def vals(code, p):
    if code == 'X': return [p['A'], p['B'], p['X']]
    if code == 'X2': return [p['A'], p['B'], p['X2']]
    if code == 'B': return [p['A'], p['B'], None]
    if code == 'B2': return [p['A'], p['B2'], None]
    if code == 'A': return [p['A'], None, None]
    if code == '0': return [None, None, None]
    if code == 'A?': return [p['A'], '?', '?']
    if code == 'B?': return [p['A'], p['B'], '?']
    raise ValueError(code)

# ---- claims ----
rows = []
for fn, tag in (('real_commit.txt', 'realistic_reply'), ('real_adv.txt', 'realistic_reply'),
                ('real_null.txt', 'realistic_reply'), ('tags.txt', None), ('attacker.txt', None)):
    for line in open(os.path.join(B, fn), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line: continue
        parts = line.split('|')
        if tag: slot, mark, text = parts[0], parts[1], '|'.join(parts[2:]); t = tag
        else: t, slot, mark, text = parts[0], parts[1], parts[2], '|'.join(parts[3:])
        rows.append((t, slot, mark, text))
claims, marks = [], {}
for i, (t, slot, mark, tpl) in enumerate(rows):
    sc = SC[i % 20]
    rng = random.Random(41000 + i)
    p, L, par = path(sc, rng)
    text, mentions = fill(tpl, sc, p, L, rng, par)
    if slot == 'C': v = [p['A'], p['B'], p['X']]
    elif slot in ('B', 'P'): v = [p['A'], p['B'], None]
    elif slot == 'A': v = [p['A'], None, None]
    else: v = [None, None, None]
    spk = 'attacker' if t == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(L[2]), U[sc]['name'])
    claims.append({'scenario': sc, 'speaker': spk, 'construction': t, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': dict(zip(L, v)), '_mark': mark, '_slot': slot})
random.Random(4141).shuffle(claims)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, c in enumerate(claims, 1):
        cid = 'c-%03d' % n
        marks[cid] = (c.pop('_mark'), c.pop('_slot'), c['construction'])
        fh.write(json.dumps(dict([('id', cid)] + list(c.items())), ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(B, 'claim_marks.json'), 'w'), indent=0)

# ---- estimates ----
notes = []
for i, line in enumerate(open(os.path.join(B, 'notes.txt'), encoding='utf-8')):
    line = line.rstrip('\n')
    if not line: continue
    style, pc, cc, mark, tpl = line.split('|', 4)
    sc = SC[i % 20]
    rng = random.Random(41500 + i)
    p, L, par = path(sc, rng)
    text, _ = fill(tpl, sc, p, L, rng, par)
    notes.append((sc, style, pc, cc, mark, text, L, p))
order = list(range(len(notes)))
random.Random(4142).shuffle(order)
emarks = {}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    n = 0
    for j in order:
        sc, style, pc, cc, mark, text, L, p = notes[j]
        for kind, code in (('prior', pc), ('current', cc)):
            n += 1
            eid = 'e-%03d' % n
            lab = 'unscored' if code == 'U' else dict(zip(L, vals(code, p)))
            emarks[eid] = (mark, style, j)
            fh.write(json.dumps({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style,
                                 'text': text, 'label': lab}, ensure_ascii=False) + '\n')
json.dump(emarks, open(os.path.join(B, 'est_marks.json'), 'w'), indent=0)
print('claims', len(claims), 'estimates', n)
