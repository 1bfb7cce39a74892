#!/usr/bin/env python3
"""Fills set 26's templates (d_real.txt, d_new.txt, e_est.txt) with seeded paths from the 20 chosen universes
(universes.json, written by choose.py) and writes ../claims.jsonl, ../estimates.jsonl, ids.json, adversarial.json.
Every template is filled once, in one scenario (assigned in turn)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
MALE = {'David', 'Leo', 'Carlos', 'Liam', 'Marcus', 'Ethan', 'Chen', 'Evan'}
PRON_F = {'she': 'she', 'her': 'her', 'him': 'her', 'hers': 'hers', 'herself': 'herself', 'She': 'She', 'Her': 'Her'}
PRON_M = {'she': 'he', 'her': 'his', 'him': 'him', 'hers': 'his', 'herself': 'himself', 'She': 'He', 'Her': 'His'}


def noun(key):
    n = key.lower().replace('_', ' ')
    return {'team name': 'team', 'project code': 'project', 'project codename': 'project',
            'component name': 'component', 'full affiliation': 'affiliation'}.get(n, n)


def path(u, rng):
    lv = list(u)
    A = rng.choice(u[lv[0]]); B = rng.choice(u[lv[1]][A]); C = rng.choice(u[lv[2]][B])
    cs = [c for c in u[lv[2]][B] if c != C]; rng.shuffle(cs)
    bs = [b for b in u[lv[1]][A] if b != B]; rng.shuffle(bs)
    as_ = [a for a in u[lv[0]] if a != A]; rng.shuffle(as_)
    B2 = bs[0]; A2 = as_[0]
    return {'A': A, 'B': B, 'C': C, 'C2': cs[0], 'C3': cs[1], 'B2': B2, 'B2C': rng.choice(u[lv[2]][B2]),
            'A2': A2, 'A2B': rng.choice(u[lv[1]][A2])}


def fill(tmpl, sc, p):
    u = sc['universe']; lv = list(u); name = sc['name'].split()[0]
    pron = PRON_M if name in MALE else PRON_F
    mentions = []
    def rep(m):
        k = m.group(1)
        if k in ('N', 'uN'):
            return name.upper() if k == 'uN' else name
        if k in ('ulA', 'ulB', 'ulC'):
            return noun(lv['ABC'.index(k[2])]).upper()
        if k in pron:
            return pron[k]
        if k in ('lA', 'lB', 'lC'):
            return noun(lv['ABC'.index(k[1])])
        if k in ('kA', 'kB', 'kC'):
            return lv['ABC'.index(k[1])]
        up = k.startswith('u')
        key = k[1:] if up else k
        if key in p:
            e = p[key]
            if e not in mentions:
                mentions.append(e)
            return e.upper() if up else e
        raise KeyError(k)
    text = re.sub(r'\{([A-Za-z0-9]+)\}', rep, tmpl).replace('\\n', '\n')
    return text, mentions


def belief(lv, p, slot):
    vals = {'A': [p['A'], None, None], 'B': [p['A'], p['B'], None], 'C': [p['A'], p['B'], p['C']], '-': [None] * 3}[slot]
    return dict(zip(lv, vals))


def label(lv, p, code):
    if code == 'U':
        return 'unscored'
    vals = []
    for i, ch in enumerate(code):
        if ch == 'x':
            vals.append(p['ABC'[i]])
        elif ch == 'y':
            vals.append({0: p['A2'], 1: p['B2'], 2: p['C2']}[i])
        elif ch == '-':
            vals.append(None)
        else:
            vals.append('?')
    return dict(zip(lv, vals))


def lines(fn):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, fn), encoding='utf-8') if l.strip() and not l.startswith('#')]


entries = []
for l in lines('d_real.txt'):
    slot, adv, t = l.split(' ', 2)
    entries.append(('realistic_reply', slot, adv, t, 'd_real.txt'))
for l in lines('d_new.txt'):
    tag, slot, adv, t = l.split(' ', 3)
    entries.append((tag, slot, adv, t, 'd_new.txt'))
claims = []
for i, (tag, slot, adv, t, src) in enumerate(entries):
    sc = UNI[i % len(UNI)]
    lv = list(sc['universe'])
    p = path(sc['universe'], random.Random(26000 + i))
    text, men = fill(t, sc, p)
    att = tag == 'attacker_probe'
    claims.append({'scenario': sc['scenario'], 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (noun(lv[2]), sc['name'].split()[0]),
                   'text': text, 'mentions': men, 'belief': belief(lv, p, slot),
                   '_src': (src, i, adv, slot)})
random.Random(26001).shuffle(claims)
ids = []
with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, c in enumerate(claims, 1):
        src = c.pop('_src')
        rec = {'id': 'c-%03d' % n}
        rec.update(c)
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
        ids.append({'id': rec['id'], 'source': src[0], 'entry': src[1], 'adversarial': src[2] == 'a', 'slot': src[3]})
json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
json.dump([x['id'] for x in ids if x['adversarial']], open(os.path.join(HERE, 'adversarial.json'), 'w'))

ests = []
for i, l in enumerate(lines('e_est.txt')):
    tag, pr, cu, t = l.split(' ', 3)
    sc = UNI[i % len(UNI)]
    lv = list(sc['universe'])
    p = path(sc['universe'], random.Random(26500 + i))
    text, men = fill(t, sc, p)
    for kind, code in (('prior', pr), ('current', cu)):
        ests.append({'scenario': sc['scenario'], 'kind': kind, 'construction': tag, 'text': text, 'label': label(lv, p, code)})
random.Random(26003).shuffle(ests)
with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for n, e in enumerate(ests, 1):
        rec = {'id': 'e-%03d' % n}
        rec.update(e)
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
print(len(claims), 'claims', len(ests), 'estimates')
