#!/usr/bin/env python3
"""Set 35 builder: fills the hand-written templates (real.txt, d_new.txt, e_est.txt) with seeded paths from the
20 chosen universes (universes.json, written by choose.py) and writes ../claims.jsonl, ../estimates.jsonl,
ids.json and adversarial.json. Seeds: 35000+entry (claim paths), 35500+entry (note paths), 35001 and 35003
(record shuffles)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set35_scenarios.json')))


def noun(k):
    k = k.lower()
    for suf in ('_name', '_id', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def path(sc, seed):
    u = U[sc]['universe']
    L = list(u)
    r = random.Random(seed)
    A = r.choice(u[L[0]])
    B = r.choice(u[L[1]][A])
    C = r.choice(u[L[2]][B])
    A2 = r.choice([x for x in u[L[0]] if x != A])
    B2 = r.choice([x for x in u[L[1]][A] if x != B])
    sib = [x for x in u[L[2]][B] if x != C]
    r.shuffle(sib)
    C2, C3 = sib[0], sib[1]
    return L, dict(A=A, B=B, C=C, A2=A2, B2=B2, C2=C2, C3=C3,
                   N=U[sc]['name'], lA=noun(L[0]), lB=noun(L[1]), lC=noun(L[2]),
                   kA=L[0], kB=L[1], kC=L[2])


ENT = ('A', 'B', 'C', 'A2', 'B2', 'C2', 'C3')


def fill(t, v):
    out = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
    for k in ENT:  # an entity ending in '.' (e.g. 'Inc.') swallows a following full stop
        if v[k].endswith('.'):
            out = out.replace(v[k] + '.', v[k])
    return out


def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in ENT and v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out


entries = []  # (tag, slot, mark, template, source)
for n, line in enumerate(open(os.path.join(HERE, 'real.txt'), encoding='utf-8'), 1):
    slot, mark, t = line.rstrip('\n').split('|', 2)
    entries.append(('realistic_reply', slot, mark, t, 'real.txt:%d' % n))
for n, line in enumerate(open(os.path.join(HERE, 'd_new.txt'), encoding='utf-8'), 1):
    tag, slot, mark, t = line.rstrip('\n').split('|', 3)
    entries.append((tag, slot, mark, t, 'd_new.txt:%d' % n))

claims = []
for i, (tag, slot, mark, t, src) in enumerate(entries):
    sc = SC[i % len(SC)]
    L, v = path(sc, 35000 + i)
    ment = mentions(t, v)
    if slot == 'C':
        vals = [v['A'], v['B'], v['C']]
        assert '{C}' in t, src
    elif slot in ('B', 'P'):
        vals = [v['A'], v['B'], None]
        assert '{B}' in t or ('{C}' in t and '{C2}' in t), src
    elif slot == 'A':
        vals = [v['A'], None, None]
        assert '{A}' in t, src
    else:
        assert slot == '-', src
        vals = [None, None, None]
    assert mark in ('a', '.'), src
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (v['lC'], v['N'])
    claims.append(dict(scenario=sc, speaker=spk, construction=tag, question=q, text=fill(t, v),
                       mentions=ment, belief=dict(zip(L, vals)), _src=src, _mark=mark, _slot=slot))
random.Random(35001).shuffle(claims)
ids, adv = [], []
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for k, c in enumerate(claims, 1):
        cid = 'c-%03d' % k
        rec = dict(id=cid)
        rec.update({f: c[f] for f in ('scenario', 'speaker', 'construction', 'question', 'text', 'mentions', 'belief')})
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
        ids.append(dict(id=cid, source=c['_src'], mark=c['_mark'], slot=c['_slot']))
        if c['_mark'] == 'a':
            adv.append(cid)

notes = []
for i, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8')):
    tag, lp, lc, t = line.rstrip('\n').split('|', 3)
    sc = SC[i % len(SC)]
    L, v = path(sc, 35500 + i)
    text = fill(t.replace('\\n', '\n'), v)
    for kind, lab in (('prior', lp), ('current', lc)):
        if lab == 'UUU':
            label = 'unscored'
        else:
            vals = []
            for k, ch in enumerate(lab):
                if ch == 'x':
                    vals.append(v['ABC'[k]])
                elif ch == 'y':
                    assert all(c == 'x' for c in lab[:k]), line
                    vals.append(v[['A2', 'B2', 'C2'][k]])
                elif ch == '?':
                    vals.append('?')
                else:
                    assert ch == '-', line
                    vals.append(None)
            label = dict(zip(L, vals))
        notes.append(dict(scenario=sc, kind=kind, construction=tag, text=text, label=label))
random.Random(35003).shuffle(notes)
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for k, e in enumerate(notes, 1):
        rec = dict(id='e-%03d' % k)
        rec.update(e)
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1)
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'))
print(len(claims), 'claims,', len(adv), 'adversarial;', len(notes), 'estimates')
