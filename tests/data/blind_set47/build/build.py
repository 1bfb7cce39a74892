#!/usr/bin/env python3
"""Seeded fill of set 47's templates (one path per text). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json, est_marks.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set47_scenarios.json')))

def noun(level):
    for suf in ('_name', '_code'):
        if level.endswith(suf):
            level = level[:-len(suf)]
    return level.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; L = list(u)
    return L, u[L[0]], u[L[1]], u[L[2]]

def path(sc, rng):
    L, tops, mids, lows = tree(sc)
    A = rng.choice(tops); B = rng.choice(mids[A]); C = rng.choice(lows[B])
    A2 = rng.choice([x for x in tops if x != A]); B2 = rng.choice([x for x in mids[A] if x != B])
    C2 = rng.choice([x for x in lows[B] if x != C])
    return {'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2}

def all_units(sc):
    L, tops, mids, lows = tree(sc)
    return list(tops) + [x for v in mids.values() for x in v] + [x for v in lows.values() for x in v]

def slip(name, sc, rng):
    others = {x.lower() for x in all_units(sc) if x != name}
    opts = []
    if name.lower() != name:
        opts.append(name.lower())
    if ' ' in name:
        opts.append(name.replace(' ', ''))
        first = name.split(' ')[0]
        if len(first) > 2 and not any(x != name and x.split(' ')[0].lower() == first.lower() for x in all_units(sc)):
            opts.append(first)
    if '-' in name:
        opts.append(name.replace('-', ''))
    if not opts:
        opts.append(name.upper() if name.upper() != name else name.capitalize())
    opts = [o for o in opts if o != name and o.lower() not in others]
    return rng.choice(opts) if opts else name.lower()

def fill(tpl, sc, p, rng):
    L = list(U[sc]['universe'])
    vals = dict(p); vals['N'] = U[sc]['name']
    vals['lA'], vals['lB'], vals['lC'] = noun(L[0]), noun(L[1]), noun(L[2])
    for k in ('A', 'B', 'C'):
        vals['s' + k] = slip(p[k], sc, rng)
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|A|B|C|sA|sB|sC)\}', tpl):
        k = m.group(1).lstrip('s')
        if p[k] not in mentions:
            mentions.append(p[k])
    def rep(m):
        v = vals[m.group(1)]
        poss = m.group(2) or ''
        if poss and m.group(1) not in ('N',) and v.endswith('s'):
            poss = "'"
        return v + poss
    text = re.sub(r"\{(N|A2|B2|C2|A|B|C|sA|sB|sC|lA|lB|lC)\}('s)?", rep, tpl)
    return text, mentions

def label(code, sc, p):
    L = list(U[sc]['universe'])
    if code == 'U':
        return 'unscored'
    if code == '0':
        v = [None, None, None]
    elif code in ('A?', 'B?'):
        v = [p['A'], '?', '?'] if code == 'A?' else [p['A'], p['B'], '?']
    elif code in ('A', 'A2'):
        v = [p[code], None, None]
    elif code in ('B', 'B2'):
        v = [p['A'], p[code], None]
    elif code in ('C', 'C2'):
        v = [p['A'], p['B'], p[code]]
    else:
        raise ValueError(code)
    return dict(zip(L, v))

def rows(fname, tagged):
    out = []
    for ln in open(os.path.join(HERE, fname), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln:
            continue
        parts = ln.split('|')
        out.append(parts if tagged else ['realistic_reply'] + parts)
    return out

claims = []
tpls = [(r, 'defender') for r in rows('real.txt', False)] + [(r, 'defender') for r in rows('tags.txt', True)] + \
       [(['attacker_probe'] + r, 'attacker') for r in rows('attacker.txt', True)]
for i, ((tag, code, mark, tpl), spk) in enumerate(tpls):
    sc = SCEN[i % 20]
    rng = random.Random(47000 + i)
    p = path(sc, rng)
    text, mentions = fill(tpl, sc, p, rng)
    L = list(U[sc]['universe'])
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(L[2]), U[sc]['name'])
    claims.append({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': label(code, sc, p), '_mark': mark})
random.Random(4747).shuffle(claims)
marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, r in enumerate(claims, 1):
        cid = 'c-%03d' % n; marks[cid] = r.pop('_mark')
        fh.write(json.dumps(dict([('id', cid)] + list(r.items())), ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=0)

notes = []
for i, (style, pc, cc, mark, tpl) in enumerate(rows('notes.txt', True)):
    sc = SCEN[i % 20]
    rng = random.Random(47500 + i)
    p = path(sc, rng)
    text, _ = fill(tpl.replace('\\n', '\n'), sc, p, rng)
    notes.append((sc, style, text, label(pc, sc, p), label(cc, sc, p), mark))
random.Random(4748).shuffle(notes)
emarks = {}
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    n = 0
    for sc, style, text, lp, lc, mark in notes:
        for kind, lab in (('prior', lp), ('current', lc)):
            n += 1; eid = 'e-%03d' % n; emarks[eid] = mark
            fh.write(json.dumps({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                                 'label': lab}, ensure_ascii=False) + '\n')
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=0)
print(len(claims), 'claims;', n, 'estimate records')
