"""Seeded fill of set 49's templates (one path per text). Reads build/*.txt and build/universes.json."""
import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set49_scenarios.json')))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]|L[ABC]|s(?:A2?|B2?|C[23]?))\}')

def noun(k):
    return re.sub(r'_(name|code)$', '', k).replace('_', ' ')

def tree(sid):
    u = U[sid]['universe']; lv = list(u); ent = {}
    for e in u[lv[0]]: ent[e] = (0, None)
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            for k in ks: ent[k] = (li, p)
    return lv, ent

def anc(ent, e):
    p = [None, None, None]; c = e
    while c is not None:
        li, par = ent[c]; p[li] = c; c = par
    return p

def slip(name, ent, rng):
    others = [o for o in ent if o != name]
    cands = []
    if ' ' in name: cands.append(name.replace(' ', ''))
    if '-' in name: cands.append(name.replace('-', ''))
    if name.lower() != name: cands.append(name.lower())
    w = re.split(r'[ -]', name)[0]
    if len(re.split(r'[ -]', name)) > 1 and not any(re.split(r'[ -]', o)[0].lower() == w.lower() for o in others):
        cands.append(w)
    cands = [c for c in cands if c != name and all(c.lower() != o.lower() for o in others)]
    return rng.choice(cands) if cands else name.upper()

def path(sid, rng):
    lv, ent = tree(sid); u = U[sid]['universe']
    tops = list(u[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = u[lv[1]][A]; Bm, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][Bm]); rng.shuffle(lows)
    v = {'A': A, 'A2': A2, 'B': Bm, 'B2': B2, 'C': lows[0], 'C2': lows[1], 'C3': lows[2]}
    return lv, ent, v

def fill(tpl, sid, seed):
    rng = random.Random(seed)
    lv, ent, v = path(sid, rng)
    f = dict(v); f['N'] = U[sid]['name']
    for i, k in enumerate('ABC'):
        f['l' + k] = noun(lv[i]); f['L' + k] = noun(lv[i])[0].upper() + noun(lv[i])[1:]
    for k in list(v): f['s' + k] = slip(v[k], ent, rng)
    ment = []
    for m in SLOT.finditer(tpl):
        k = m.group(1)
        k2 = k[1:] if k.startswith('s') else k
        if k2 in v and v[k2] not in ment: ment.append(v[k2])
    text = SLOT.sub(lambda m: f[m.group(1)], tpl).replace('\\n', '\n')
    return text, lv, ent, v, ment

def values(code, lv, ent, v):
    if code == '0': return [None, None, None]
    q = code.endswith('?'); c = code.rstrip('?')
    p = anc(ent, v[c])
    if q:
        i = max(j for j in range(3) if p[j] is not None)
        for j in range(i + 1, 3): p[j] = '?'
    return p

def read(name, n):
    out = []
    for ln in open(os.path.join(B, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('//'): continue
        parts = ln.split('|', n - 1)
        assert len(parts) == n, ln
        out.append(parts)
    return out

def main():
    items = []
    for code, mark, t in read('real.txt', 3): items.append(('realistic_reply', 'defender', code, mark, t))
    for tag, code, mark, t in read('tags.txt', 4): items.append((tag, 'defender', code, mark, t))
    for code, mark, t in read('attacker.txt', 3): items.append(('attacker_probe', 'attacker', code, mark, t))
    recs = []
    for i, (tag, spk, code, mark, t) in enumerate(items):
        sid = SC[i % 20]
        text, lv, ent, v, ment = fill(t, sid, 4900 + i)
        b = values(code, lv, ent, v)
        assert '?' not in b
        recs.append({'scenario': sid, 'speaker': spk, 'construction': tag,
                     'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sid]['name']),
                     'text': text, 'mentions': ment, 'belief': dict(zip(lv, b)), '_mark': mark})
    random.Random(49).shuffle(recs)
    marks = {}
    with open(os.path.join(H, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for k, r in enumerate(recs, 1):
            cid = 'c-%03d' % k; marks[cid] = r.pop('_mark')
            fh.write(json.dumps(dict([('id', cid)] + list(r.items())), ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(B, 'claim_marks.json'), 'w'), indent=0)
    notes = []
    for j, (style, pc, cc, mark, t) in enumerate(read('notes.txt', 5)):
        sid = SC[j % 20]
        text, lv, ent, v, ment = fill(t, sid, 9400 + j)
        labs = []
        for c in (pc, cc):
            if c == 'U': labs.append('unscored')
            else: labs.append(dict(zip(lv, values(c, lv, ent, v))))
        notes.append((style, sid, text, labs, mark))
    random.Random(4949).shuffle(notes)
    em = {}
    with open(os.path.join(H, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        k = 0
        for style, sid, text, labs, mark in notes:
            for kind, lab in zip(('prior', 'current'), labs):
                k += 1; eid = 'e-%03d' % k; em[eid] = mark
                fh.write(json.dumps({'id': eid, 'scenario': sid, 'kind': kind, 'construction': style,
                                     'text': text, 'label': lab}, ensure_ascii=False) + '\n')
    json.dump(em, open(os.path.join(B, 'est_marks.json'), 'w'), indent=0)
    print(len(recs), 'claims', k, 'estimates')

main()
