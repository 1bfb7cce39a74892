#!/usr/bin/env python3
"""Seeded fill of set 50's hand-written templates (one path per text) into claims.jsonl and estimates.jsonl."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set50_scenarios.json')))

def noun(k):
    for suf in ('_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    return u, lv

def pick(sc, rng):
    u, lv = tree(sc)
    A = rng.choice(u[lv[0]]); A2 = rng.choice([x for x in u[lv[0]] if x != A])
    Bs = u[lv[1]][A]; Bv = rng.choice(Bs); B2 = rng.choice([x for x in Bs if x != Bv])
    Cs = u[lv[2]][Bv]; C = rng.choice(Cs); o = [x for x in Cs if x != C]; rng.shuffle(o)
    return {'A': A, 'A2': A2, 'B': Bv, 'B2': B2, 'C': C, 'C2': o[0], 'C3': o[1]}

def allnames(sc):
    u, lv = tree(sc)
    s = list(u[lv[0]])
    for li in (1, 2):
        for k, v in u[lv[li]].items():
            s += v
    return s

def slip(name, names, rng):
    low = {n.lower() for n in names if n != name}
    opts = []
    if name.lower() != name and name.lower() not in low:
        opts.append(name.lower())
    if ' ' in name and name.replace(' ', '').lower() not in low:
        opts.append(name.replace(' ', ''))
    if '-' in name and name.replace('-', '').lower() not in low:
        opts.append(name.replace('-', ''))
    if ' ' in name:
        fw = name.split(' ')[0]
        if len(fw) > 2 and not any(n != name and n.split(' ')[0].lower() == fw.lower() for n in names):
            opts.append(fw)
    if not opts:
        return name.upper()
    return rng.choice(opts)

def path(code, p):
    if code == '0':
        return [None, None, None]
    q = code.endswith('?'); c = code.rstrip('?')
    if c == 'A': v = [p['A'], None, None]
    elif c == 'A2': v = [p['A2'], None, None]
    elif c == 'B': v = [p['A'], p['B'], None]
    elif c == 'B2': v = [p['A'], p['B2'], None]
    elif c in ('C', 'C2', 'C3'): v = [p['A'], p['B'], p[c]]
    else: raise ValueError(code)
    if q:
        v = [x if x is not None else '?' for x in v]
    return v

SLOT = re.compile(r'\{(s?)(N|A2|A|B2|B|C2|C3|C|lA|lB|lC)\}')

def fill(tpl, sc, p, rng, slips):
    u, lv = tree(sc)
    names = allnames(sc)
    ln = {'lA': noun(lv[0]).lower(), 'lB': noun(lv[1]).lower(), 'lC': noun(lv[2]).lower()}
    ment = []
    def rep(m):
        s, k = m.group(1), m.group(2)
        if k == 'N': return U[sc]['name']
        if k in ln: return ln[k]
        e = p[k]
        if e not in ment: ment.append(e)
        if s:
            if e not in slips: slips[e] = slip(e, names, rng)
            return slips[e]
        return e
    out = SLOT.sub(rep, tpl)
    return re.sub(r'(?<=\.)\.(?!\.)', '', out), ment  # a name ending in '.' before a full stop

def main():
    rng = random.Random(5050)
    entries = []
    for l in open(os.path.join(B, 'real.txt')).read().splitlines():
        code, mark, t = l.split('|', 2); entries.append(('realistic_reply', 'defender', code, mark, t))
    for l in open(os.path.join(B, 'tags.txt')).read().splitlines():
        tag, code, mark, t = l.split('|', 3); entries.append((tag, 'defender', code, mark, t))
    for l in open(os.path.join(B, 'attacker.txt')).read().splitlines():
        code, mark, t = l.split('|', 2); entries.append(('attacker_probe', 'attacker', code, mark, t))
    recs = []
    for i, (tag, spk, code, mark, t) in enumerate(entries):
        sc = SC[i % 20]
        u, lv = tree(sc)
        p = pick(sc, rng)
        text, ment = fill(t, sc, p, rng, {})
        c = 'C' if code == 'C' else ('0' if code == 'a' else code)
        vals = path(c, p)
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
        recs.append({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                     'mentions': ment, 'belief': dict(zip(lv, vals)), '_mark': mark})
    random.Random(50).shuffle(recs)
    marks = {}
    with open(os.path.join(H, 'claims.jsonl'), 'w') as fh:
        for n, r in enumerate(recs, 1):
            rid = 'c-%03d' % n; marks[rid] = r.pop('_mark')
            fh.write(json.dumps(dict([('id', rid)] + list(r.items())), ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(B, 'claim_marks.json'), 'w'), indent=0)
    notes = []
    for i, l in enumerate(open(os.path.join(B, 'notes.txt')).read().splitlines()):
        style, pc, cc, mark, t = l.split('|', 4)
        sc = SC[i % 20]
        u, lv = tree(sc)
        p = pick(sc, rng)
        text, _ = fill(t, sc, p, rng, {})
        lab = lambda code: 'unscored' if code == 'U' else dict(zip(lv, path(code, p)))
        notes.append((sc, style, text, lab(pc), lab(cc), mark))
    random.Random(51).shuffle(notes)
    emarks = {}
    with open(os.path.join(H, 'estimates.jsonl'), 'w') as fh:
        n = 0
        for sc, style, text, lp, lc, mark in notes:
            for kind, lab in (('prior', lp), ('current', lc)):
                n += 1; rid = 'e-%03d' % n; emarks[rid] = mark
                fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style,
                                     'text': text, 'label': lab}, ensure_ascii=False) + '\n')
    json.dump(emarks, open(os.path.join(B, 'est_marks.json'), 'w'), indent=0)
    print(len(recs), 'claims;', n, 'estimates')

main()
