#!/usr/bin/env python3
"""Set 34's build: fills the hand-written templates (real.txt, d_new.txt, e_est.txt) with seeded paths.
Slots: {A}/{B}/{C} a seeded path whose lowest unit has two siblings {C2}/{C3}, whose middle unit has a
sibling {B2}, and another top unit {A2}; {N} the target's first name; {lA}/{lB}/{lC} level nouns
(_name/_id/_code dropped, _ -> space); {kA}/{kB}/{kC} raw level keys. Slot C commits the path, B and P
(two lowest candidates: the common parent) the top two levels, A the top level, - nothing.
Seeds: 34000+entry for claim paths, 34500+entry for notes, 34001 and 34003 for the shuffles."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
uni = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set34_scenarios.json')))


def noun(k):
    for suf in ('_name', '_id', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def pick(sc, seed):
    u = uni[sc]['universe']
    lv = list(u)
    rng = random.Random(seed)
    cands = []
    for a in u[lv[0]]:
        for b in u[lv[1]][a]:
            for c in u[lv[2]][b]:
                if len(u[lv[2]][b]) >= 3 and len(u[lv[1]][a]) >= 2 and len(u[lv[0]]) >= 2:
                    cands.append((a, b, c))
    a, b, c = rng.choice(cands)
    cs = [x for x in u[lv[2]][b] if x != c]
    rng.shuffle(cs)
    bs = [x for x in u[lv[1]][a] if x != b]
    as_ = [x for x in u[lv[0]] if x != a]
    v = {'A': a, 'B': b, 'C': c, 'C2': cs[0], 'C3': cs[1], 'B2': rng.choice(bs), 'A2': rng.choice(as_)}
    return lv, v


def fill(t, sc, lv, v):
    ments = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', t):
        e = v[m.group(1)]
        if e not in ments:
            ments.append(e)
    s = t
    for k in ('A2', 'B2', 'C2', 'C3', 'A', 'B', 'C'):
        s = s.replace('{%s}' % k, v[k])
    s = s.replace('{N}', uni[sc]['name'])
    for i, L in enumerate('ABC'):
        s = s.replace('{l%s}' % L, noun(lv[i])).replace('{k%s}' % L, lv[i])
    return s, ments


def rd(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


entries = []
for n, l in enumerate(rd('real.txt'), 1):
    slot, mark, text = l.split('|', 2)
    entries.append(('realistic_reply', slot, mark, text, 'real.txt:%d' % n))
for n, l in enumerate(rd('d_new.txt'), 1):
    tag, slot, mark, text = l.split('|', 3)
    entries.append((tag, slot, mark, text, 'd_new.txt:%d' % n))

claims = []
for i, (tag, slot, mark, text, src) in enumerate(entries):
    sc = SCEN[i % len(SCEN)]
    lv, v = pick(sc, 34000 + i)
    s, ments = fill(text, sc, lv, v)
    bel = {'C': [v['A'], v['B'], v['C']], 'B': [v['A'], v['B'], None], 'P': [v['A'], v['B'], None],
           'A': [v['A'], None, None], '-': [None, None, None]}[slot]
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), uni[sc]['name'])
    claims.append({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': s,
                   'mentions': ments, 'belief': dict(zip(lv, bel)), '_src': src, '_mark': mark, '_slot': slot})
random.Random(34001).shuffle(claims)
ids, adv = [], []
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for k, c in enumerate(claims, 1):
        cid = 'c-%03d' % k
        ids.append({'id': cid, 'source': c.pop('_src'), 'mark': c['_mark'], 'slot': c.pop('_slot')})
        if c.pop('_mark') == 'a':
            adv.append(cid)
        fh.write(json.dumps(dict([('id', cid)] + list(c.items())), ensure_ascii=False) + '\n')

ests = []
for i, l in enumerate(rd('e_est.txt')):
    tag, pr, cu, text = l.split('|', 3)
    sc = SCEN[i % len(SCEN)]
    lv, v = pick(sc, 34500 + i)
    s, _ = fill(text.replace('\\n', '\n'), sc, lv, v)
    for kind, lab in (('prior', pr), ('current', cu)):
        if lab == 'UUU':
            label = 'unscored'
        else:
            vals = []
            for j, ch in enumerate(lab):
                vals.append({'x': [v['A'], v['B'], v['C']][j], 'y': [v['A2'], v['B2'], v['C2']][j],
                             '-': None, '?': '?'}[ch])
            label = dict(zip(lv, vals))
        ests.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': s, 'label': label,
                     '_src': 'e_est.txt:%d' % (i + 1)})
random.Random(34003).shuffle(ests)
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for k, e in enumerate(ests, 1):
        src = e.pop('_src')
        ids.append({'id': 'e-%02d' % k, 'source': src})
        fh.write(json.dumps(dict([('id', 'e-%02d' % k)] + list(e.items())), ensure_ascii=False) + '\n')
json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'))
print(len(claims), 'claims;', len(adv), 'adversarial;', len(ests), 'estimates')
