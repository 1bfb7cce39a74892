#!/usr/bin/env python3
"""Seeded fill of set 46's hand-written templates (one path per text). Writes ../claims.jsonl,
../estimates.jsonl, claim_marks.json, est_marks.json. Uses only universes.json (written by choose.py)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set46_scenarios.json')))
rng = random.Random(46)
SLOT = re.compile(r'\{(A|B|C|B2|C2|A~|B~|C~|N|lA|lB|lC)\}')


def noun(k):
    for s in ('_name', '_code'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    parent = {}
    for b_par, kids in u[lv[1]].items():
        for b in kids:
            parent[b] = b_par
    for c_par, kids in u[lv[2]].items():
        for c in kids:
            parent[c] = c_par
    return lv, u, parent


def pick(sc, need):
    lv, u, parent = tree(sc)
    cands = []
    for b, kids in u[lv[2]].items():
        a = parent[b]
        if 'C2' in need and len(kids) < 2:
            continue
        if 'B2' in need and len(u[lv[1]][a]) < 2:
            continue
        for c in kids:
            cands.append((a, b, c))
    if not cands:
        return None
    a, b, c = rng.choice(sorted(cands))
    d = {'A': a, 'B': b, 'C': c}
    if 'C2' in need:
        d['C2'] = rng.choice(sorted(x for x in u[lv[2]][b] if x != c))
    if 'B2' in need:
        d['B2'] = rng.choice(sorted(x for x in u[lv[1]][a] if x != b))
    return d


def all_units(sc):
    lv, u, parent = tree(sc)
    return set(u[lv[0]]) | set(parent)


def slip(name, sc):
    others = {x.lower() for x in all_units(sc) if x != name}
    firsts = [x.split()[0] for x in all_units(sc) if x != name and ' ' in x]
    c = []
    if name != name.lower():
        c.append(name.lower())
    if ' ' in name:
        c.append(name.replace(' ', '', 1))
        w = name.split()[0]
        if len(w) >= 3 and w not in firsts and not any(x.lower().startswith(w.lower()) for x in others):
            c.append(w)
    if '-' in name:
        c.append(name.replace('-', '', 1))
    if '_' in name:
        c.append(name.replace('_', '', 1))
    c = [x for x in c if x != name and x.lower() not in others]
    if not c:
        c = [name[:1].upper() + name[1:] if name[:1].islower() else name.upper()]
    return rng.choice(c)


def fill(tpl, i):
    need = set(SLOT.findall(tpl))
    k = i
    while True:
        sc = SCEN[k % 20]
        d = pick(sc, need)
        if d:
            break
        k += 1
    lv = list(U[sc]['universe'])
    name = U[sc]['name']
    vals = dict(d)
    vals.update({'N': name, 'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])})
    for x in 'ABC':
        if x + '~' in need:
            vals[x + '~'] = slip(d[x], sc)
    text = SLOT.sub(lambda m: vals[m.group(1)], tpl).replace('\\n', '\n')
    text = re.sub(r'(?<!\.)\.\.(?!\.)', '.', text)
    for s_ in ('A', 'B', 'C', 'B2', 'C2'):
        if s_ in d and d[s_].endswith('s'):
            text = text.replace(d[s_] + "'s ", d[s_] + "' ")
    mentions = []
    for m in SLOT.finditer(tpl):
        s = m.group(1).rstrip('~')
        if s in ('A', 'B', 'C', 'B2', 'C2') and d[s] not in mentions:
            mentions.append(d[s])
    return sc, lv, name, d, text, mentions


def path(code, d, lv):
    if code == '0':
        v = [None, None, None]
    elif code in ('C', 'C2'):
        v = [d['A'], d['B'], d[code]]
    elif code in ('B', 'BB'):
        v = [d['A'], d['B'], None]
    elif code == 'B2':
        v = [d['A'], d['B2'], None]
    elif code in ('A', 'AA'):
        v = [d['A'], None, None]
    elif code == 'A?':
        v = [d['A'], '?', '?']
    elif code == 'B?':
        v = [d['A'], d['B'], '?']
    else:
        raise ValueError(code)
    return dict(zip(lv, v))


def lines(f):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, f), encoding='utf-8') if l.strip()]


claims, cmarks = [], []
i = 0
for l in lines('real.txt'):
    code, mark, tpl = l.split('|', 2)
    claims.append(('realistic_reply', 'defender', code, mark, tpl, i)); i += 1
for l in lines('tags.txt'):
    tag, code, mark, tpl = l.split('|', 3)
    claims.append((tag, 'defender', code, mark, tpl, i)); i += 1
for l in lines('attacker.txt'):
    code, tpl = l.split('|', 1)
    claims.append(('attacker_probe', 'attacker', code, '.', tpl, i)); i += 1
recs = []
for tag, spk, code, mark, tpl, i in claims:
    sc, lv, name, d, text, mentions = fill(tpl, i)
    q = 'Which %s is %s in?' % (noun(lv[2]), name) if spk == 'defender' else None
    recs.append(({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                  'mentions': mentions, 'belief': path(code, d, lv)}, mark))
random.Random(4601).shuffle(recs)
marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, (r, mark) in enumerate(recs, 1):
        r = dict([('id', 'c-%03d' % n)] + list(r.items()))
        marks[r['id']] = mark
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)

notes = []
for j, l in enumerate(lines('notes.txt')):
    style, mark, pc, cc, tpl = l.split('|', 4)
    sc, lv, name, d, text, mentions = fill(tpl, j)
    notes.append((style, mark, sc, text, path(pc, d, lv) if pc != 'U' else 'unscored',
                  path(cc, d, lv) if cc != 'U' else 'unscored'))
random.Random(4602).shuffle(notes)
emarks = {}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for k, (style, mark, sc, text, lp, lc) in enumerate(notes):
        for off, kind, lab in ((1, 'prior', lp), (2, 'current', lc)):
            rid = 'e-%03d' % (2 * k + off)
            emarks[rid] = mark
            fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style,
                                 'text': text, 'label': lab}, ensure_ascii=False) + '\n')
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
print('claims', len(recs), 'notes', len(notes))
