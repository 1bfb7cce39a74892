#!/usr/bin/env python3
"""Seeded fill of set 44's templates (one path per text). Reads build/universes.json (written by choose.py)."""
import json, os, random, re
H = os.path.dirname(os.path.abspath(__file__)); P = os.path.dirname(H)
U = json.load(open(os.path.join(H, 'universes.json')))
SC = json.load(open(os.path.join(P, 'ref', 'set44_scenarios.json')))

def noun(k):
    return re.sub(r'_(name|code)$', '', k).replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    return lv, u

def allnames(u, lv):
    s = list(u[lv[0]])
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            s += ks
    return s

def slips(name, names):
    low = {n.lower() for n in names if n != name}
    out = {}
    l = name.lower()
    out['l'] = l if l != name and l not in low else None
    n = re.sub(r'[ -]', '', name)
    out['n'] = n if n != name and n.lower() not in low else None
    fw = re.split(r'[ -]', name)[0]
    ok = fw != name and len(fw) >= 3 and not any(re.split(r'[ -]', m)[0].lower() == fw.lower() for m in names if m != name) and fw.lower() not in low
    out['f'] = fw if ok else None
    for k in ('l', 'n', 'f'):
        if out[k] is None:
            out[k] = out['l'] or out['n'] or out['f']
    return out

def pick(sc, rng):
    lv, u = tree(sc)
    cands = []
    for a in u[lv[0]]:
        for b in u[lv[1]].get(a, []):
            if len(u[lv[2]].get(b, [])) >= 2:
                cands.append((a, b))
    a, b = rng.choice(sorted(cands))
    x, x2 = rng.sample(sorted(u[lv[2]][b]), 2)
    return lv, u, a, b, x, x2

def fill(tpl, sc, rng):
    lv, u, a, b, x, x2 = pick(sc, rng)
    names = allnames(u, lv)
    val = {'N': U[sc]['name'], 'A': a, 'B': b, 'X': x, 'X2': x2,
           'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    unit = {'A': a, 'B': b, 'X': x, 'X2': x2}
    for k in ('A', 'B', 'X'):
        for s, v in slips(unit[k], names).items():
            val[k + s] = v; unit[k + s] = unit[k]
    ment = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        k = m.group(1)
        if k in unit and unit[k] not in ment:
            ment.append(unit[k])
    text = re.sub(r'\{(\w+)\}', lambda m: val[m.group(1)], tpl)
    return text, ment, lv, (a, b, x, x2)

def path(code, lv, abx):
    a, b, x, x2 = abx
    v = {'X': [a, b, x], 'X2': [a, b, x2], 'B': [a, b, None], 'S': [a, b, None], 'A': [a, None, None],
         '0': [None, None, None], 'A?': [a, '?', '?'], 'B?': [a, b, '?']}[code]
    return dict(zip(lv, v))

def main():
    items = []
    for ln in open(os.path.join(H, 'real.txt'), encoding='utf-8').read().splitlines():
        c, mk, t = ln.split('|', 2); items.append(('realistic_reply', 'defender', c, mk, t))
    for ln in open(os.path.join(H, 'tags.txt'), encoding='utf-8').read().splitlines():
        tg, c, mk, t = ln.split('|', 3); items.append((tg, 'defender', c, mk, t))
    for ln in open(os.path.join(H, 'attacker.txt'), encoding='utf-8').read().splitlines():
        c, mk, t = ln.split('|', 2); items.append(('attacker_probe', 'attacker', c, mk, t))
    recs = []
    for i, (tg, spk, c, mk, t) in enumerate(items):
        sc = SC[i % 20]
        rng = random.Random(44000 + i)
        text, ment, lv, abx = fill(t, sc, rng)
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
        recs.append(({'id': None, 'scenario': sc, 'speaker': spk, 'construction': tg, 'question': q,
                      'text': text, 'mentions': ment, 'belief': path(c, lv, abx)}, mk, c))
    random.Random(4401).shuffle(recs)
    marks = {}
    with open(os.path.join(P, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for n, (r, mk, c) in enumerate(recs, 1):
            r['id'] = 'c-%03d' % n; marks[r['id']] = [mk, c]
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(H, 'claim_marks.json'), 'w'), indent=0)
    notes = []
    for i, ln in enumerate(open(os.path.join(H, 'notes.txt'), encoding='utf-8').read().splitlines()):
        st, p, cu, mk, t = ln.split('|', 4)
        sc = SC[i % 20]
        rng = random.Random(44500 + i)
        text, ment, lv, abx = fill(t, sc, rng)
        lab = lambda code: 'unscored' if code == 'U' else path(code, lv, abx)
        notes.append((sc, st, text, lab(p), lab(cu), mk))
    random.Random(4402).shuffle(notes)
    em = {}
    with open(os.path.join(P, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        n = 0
        for sc, st, text, lp, lc, mk in notes:
            for kind, lab in (('prior', lp), ('current', lc)):
                n += 1
                rid = 'e-%03d' % n; em[rid] = mk
                fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st,
                                     'text': text, 'label': lab}, ensure_ascii=False) + '\n')
    json.dump(em, open(os.path.join(H, 'est_marks.json'), 'w'), indent=0)

main()
