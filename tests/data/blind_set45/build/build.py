"""Seeded fill of set 45's hand-written templates (one path per text)."""
import json, os, random, re
B_ = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B_)
U = json.load(open(os.path.join(B_, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set45_scenarios.json')))

def noun(k):
    k = re.sub(r'_(name|code)$', '', k)
    return k.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    kids1 = {p: list(k) for p, k in u[lv[1]].items()}
    kids2 = {p: list(k) for p, k in u[lv[2]].items()}
    return lv, tops, kids1, kids2

def allnames(sc):
    lv, tops, k1, k2 = tree(sc)
    s = list(tops)
    for v in k1.values(): s += v
    for v in k2.values(): s += v
    return s

def slip(name, sc, rng):
    others = {n.lower() for n in allnames(sc) if n != name}
    firsts = [n.split()[0].lower() for n in allnames(sc) if n != name and ' ' in n]
    c = []
    if name.lower() != name: c.append(name.lower())
    if ' ' in name or '-' in name or '_' in name: c.append(re.sub(r'[ _-]', '', name, count=1))
    if ' ' in name:
        f = name.split()[0]
        if f.lower() not in firsts and f.lower() not in others and len(f) > 2: c.append(f)
    c = [x for x in c if x != name and x.lower() not in others]
    if not c:
        x = name[0].upper() + name[1:] if name[0].islower() else name.upper()
        c = [x]
    return rng.choice(c)

SLOTS = re.compile(r'\{(N|A|B|X|X2|B2|lA|lB|lC|sA|sB|sX)\}')

def pick(sc, rng, tpl):
    lv, tops, k1, k2 = tree(sc)
    need_x2 = '{X2}' in tpl
    need_b2 = '{B2}' in tpl
    opts = []
    for a in tops:
        for b in k1.get(a, []):
            for x in k2.get(b, []):
                if need_x2 and len(k2.get(b, [])) < 2: continue
                if need_b2 and len(k1.get(a, [])) < 2: continue
                opts.append((a, b, x))
    if not opts:
        return None
    a, b, x = rng.choice(opts)
    ent = {'A': a, 'B': b, 'X': x}
    if need_x2: ent['X2'] = rng.choice([y for y in k2[b] if y != x])
    if need_b2: ent['B2'] = rng.choice([y for y in k1[a] if y != b])
    return ent

def fill(tpl, sc, rng):
    """returns text, mentions, entities; chooses another scenario order if a tree cannot fill."""
    ent = pick(sc, rng, tpl)
    if ent is None:
        return None
    lv = list(U[sc]['universe'])
    slips = {}
    def rep(m):
        k = m.group(1)
        if k == 'N': return U[sc]['name']
        if k in ('lA', 'lB', 'lC'): return noun(lv['ABC'.index(k[1])]).lower()
        if k.startswith('s'):
            e = ent[k[1]]
            if e not in slips: slips[e] = slip(e, sc, rng)
            return slips[e]
        return ent[k]
    text = SLOTS.sub(rep, tpl).replace('\\n', '\n')
    text = re.sub(r'(?<![.])\.\.(?![.])', '.', text)  # a name ending in '.' at a sentence end
    ment = []
    for m in SLOTS.finditer(tpl):
        k = m.group(1)
        if k in ('N', 'lA', 'lB', 'lC'): continue
        e = ent[k[1]] if k.startswith('s') else ent[k]
        if e not in ment: ment.append(e)
    return text, ment, ent

def path(code, ent, lv):
    if code in ('0',):
        return {l: None for l in lv}
    q = code.endswith('?')
    c = code.rstrip('?')
    if c == 'A': v = [ent['A'], None, None]
    elif c in ('B', 'B2'): v = [ent['A'], ent['B'], None]
    elif c == 'X': v = [ent['A'], ent['B'], ent['X']]
    elif c == 'X2': v = [ent['A'], ent['B'], ent['X2']]
    if q:
        i = v.index(None)
        v = v[:i] + ['?'] * (3 - i)
    return dict(zip(lv, v))

def main():
    rng = random.Random(4545)
    entries = []
    for fn, spk in (('real.txt', 'defender'), ('tags.txt', 'defender'), ('attacker.txt', 'attacker')):
        for ln in open(os.path.join(B_, fn), encoding='utf-8').read().splitlines():
            p = ln.split('|')
            if fn == 'tags.txt': tag, code, mark, tpl = p[0], p[1], p[2], '|'.join(p[3:])
            elif fn == 'real.txt': tag, code, mark, tpl = 'realistic_reply', p[0], p[1], '|'.join(p[2:])
            else: tag, code, mark, tpl = 'attacker_probe', p[0], p[1], '|'.join(p[2:])
            entries.append((spk, tag, code, mark, tpl))
    claims = []
    for i, (spk, tag, code, mark, tpl) in enumerate(entries):
        for off in range(20):
            sc = SC[(i + off) % 20]
            r = fill(tpl, sc, rng)
            if r: break
        text, ment, ent = r
        lv = list(U[sc]['universe'])
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
        claims.append({'id': None, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': text, 'mentions': ment, 'belief': path(code, ent, lv), '_mark': mark})
    random.Random(45001).shuffle(claims)
    marks = {}
    with open(os.path.join(H, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for n, c in enumerate(claims, 1):
            c['id'] = 'c-%03d' % n
            marks[c['id']] = c.pop('_mark')
            fh.write(json.dumps(c, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(B_, 'claim_marks.json'), 'w'), indent=0)
    notes = []
    for i, ln in enumerate(open(os.path.join(B_, 'notes.txt'), encoding='utf-8').read().splitlines()):
        style, pc, cc, mark, tpl = ln.split('|', 4)
        for off in range(20):
            sc = SC[(i + off) % 20]
            r = fill(tpl, sc, rng)
            if r: break
        text, ment, ent = r
        lv = list(U[sc]['universe'])
        lab = lambda c: 'unscored' if c == 'U' else path(c, ent, lv)
        notes.append((sc, style, text, lab(pc), lab(cc), mark))
    random.Random(45002).shuffle(notes)
    emarks = {}
    with open(os.path.join(H, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        n = 0
        for sc, style, text, lp, lc, mark in notes:
            for kind, lab in (('prior', lp), ('current', lc)):
                n += 1
                rid = 'e-%03d' % n
                emarks[rid] = mark
                fh.write(json.dumps({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style,
                                     'text': text, 'label': lab}, ensure_ascii=False) + '\n')
    json.dump(emarks, open(os.path.join(B_, 'est_marks.json'), 'w'), indent=0)

main()
