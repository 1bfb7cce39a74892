#!/usr/bin/env python3
"""Fills set 37's templates (real.txt, d_new.txt, e_est.txt) with seeded paths of the 20 chosen universes and
writes ../claims.jsonl, ../estimates.jsonl, ids.json, adversarial.json. Seeds: 37000+entry (claim paths),
37500+entry (note paths), 37001 and 37003 (record order)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set37_scenarios.json')))


def noun(k):
    k = re.sub(r'_(name|code)$', '', k)
    return k.replace('_', ' ')


def pick(sc, seed):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    cands = []
    for a in tops:
        bs = u[lv[1]].get(a, [])
        for b in bs:
            cs = u[lv[2]].get(b, [])
            if len(bs) >= 2 and len(cs) >= 3 and len(tops) >= 2:
                cands += [(a, b, c) for c in cs]
    assert cands, sc
    rng = random.Random(seed)
    a, b, c = rng.choice(sorted(cands))
    cs = [x for x in u[lv[2]][b] if x != c]
    c2, c3 = rng.sample(sorted(cs), 2)
    b2 = rng.choice(sorted(x for x in u[lv[1]][a] if x != b))
    a2 = rng.choice(sorted(x for x in tops if x != a))
    return lv, {'A': a, 'B': b, 'C': c, 'C2': c2, 'C3': c3, 'B2': b2, 'A2': a2}


def fill(t, sc, lv, p):
    slots = dict(p)
    slots.update({'N': U[sc]['name'], 'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2]),
                  'kA': lv[0], 'kB': lv[1], 'kC': lv[2]})
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', t):
        if p[m.group(1)] not in mentions:
            mentions.append(p[m.group(1)])
    out = re.sub(r'\{(A2|B2|C2|C3|A|B|C|N|lA|lB|lC|kA|kB|kC)\}', lambda m: slots[m.group(1)], t)
    assert '{' + 'N}' not in out and not re.search(r'\{(A|B|C|N|l[ABC]|k[ABC])\d?\}', out), out
    return out, mentions


entries = []
for line in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    slot, mark, text = line.rstrip('\n').split('|', 2)
    entries.append(('realistic_reply', slot, mark, text))
for line in open(os.path.join(HERE, 'd_new.txt'), encoding='utf-8'):
    tag, slot, mark, text = line.rstrip('\n').split('|', 3)
    entries.append((tag, slot, mark, text))
assert len(entries) == 300
claims = []
for i, (tag, slot, mark, t) in enumerate(entries):
    sc = CHOSEN[i % 20]
    lv, p = pick(sc, 37000 + i)
    text, mentions = fill(t, sc, lv, p)
    val = {'C': [p['A'], p['B'], p['C']], 'B': [p['A'], p['B'], None], 'P': [p['A'], p['B'], None],
           'A': [p['A'], None, None], '-': [None, None, None]}[slot]
    att = tag == 'attacker_probe'
    claims.append({'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, val)), '_adv': mark == 'a',
                   '_entry': i})
random.Random(37001).shuffle(claims)
adv = []
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, r in enumerate(claims, 1):
        rid = 'c-%03d' % n
        if r.pop('_adv'):
            adv.append(rid)
        r.pop('_entry')
        fh.write(json.dumps(dict([('id', rid)] + list(r.items())), ensure_ascii=False) + '\n')
ests = []
for i, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8')):
    tag, pl, cl, t = line.rstrip('\n').split('|', 3)
    sc = CHOSEN[i % 20]
    lv, p = pick(sc, 37500 + i)
    text, _ = fill(t.replace('\\n', '\n'), sc, lv, p)
    for kind, code in (('prior', pl), ('current', cl)):
        if code == 'UUU':
            lab = 'unscored'
        else:
            vals = []
            for k, ch in enumerate(code):
                if ch == 'x':
                    vals.append([p['A'], p['B'], p['C']][k])
                elif ch == 'y':
                    vals.append([p['A2'], p['B2'], p['C2']][k])
                elif ch == '?':
                    vals.append('?')
                else:
                    vals.append(None)
            lab = dict(zip(lv, vals))
        ests.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': text, 'label': lab})
random.Random(37003).shuffle(ests)
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for n, r in enumerate(ests, 1):
        fh.write(json.dumps(dict([('id', 'e-%03d' % n)] + list(r.items())), ensure_ascii=False) + '\n')
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=1)
json.dump({'claims': len(claims), 'estimates': len(ests)}, open(os.path.join(HERE, 'ids.json'), 'w'))
print(len(claims), len(ests), 'adversarial', len(adv))
