#!/usr/bin/env python3
"""Set 64: fill the hand-written templates with seeded draws (seed 64) and write claims.jsonl, estimates.jsonl,
claim_marks.json and est_marks.json. One path per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set64_scenarios.json')))
rng = random.Random(64)
SLOTS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C', 'D', 'N']


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    A = rng.choice(sorted(u[lv[0]]))
    B = rng.choice(sorted(u[lv[1]][A]))
    C = rng.choice(sorted(u[lv[2]][B]))
    A2 = rng.choice(sorted(x for x in u[lv[0]] if x != A))
    B2 = rng.choice(sorted(x for x in u[lv[1]][A] if x != B))
    C2, C3 = rng.sample(sorted(x for x in u[lv[2]][B] if x != C), 2)
    D = rng.choice(sorted(u[lv[2]][B2]))
    return lv, dict(A=A, B=B, C=C, A2=A2, B2=B2, C2=C2, C3=C3, D=D, N=U[sc]['name'])


def path(code, s):
    base = code.rstrip('?')
    q = code.endswith('?')
    if base == '0':
        p = [None, None, None]
    elif base in ('A', 'AA'):
        p = [s['A'], None, None]
    elif base == 'A2':
        p = [s['A2'], None, None]
    elif base in ('B', 'BB'):
        p = [s['A'], s['B'], None]
    elif base == 'B2':
        p = [s['A'], s['B2'], None]
    elif base in ('C', 'C2', 'C3'):
        p = [s['A'], s['B'], s[base]]
    elif base == 'D':
        p = [s['A'], s['B2'], s['D']]
    else:
        raise SystemExit('bad code %r' % code)
    if q:
        k = p.index(None)
        p = p[:k] + ['?'] * (3 - k)
    return p


def fill(t, lv, s):
    units = [s[k] for k in SLOTS if k != 'N']
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C|D)\}', t):
        e = s[m.group(1)]
        if e not in mentions:
            mentions.append(e)
    rep = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2]), 'lCs': noun(lv[2]) + 's'}
    rep.update(s)
    out = re.sub(r'\{(lCs|lA|lB|lC|A2|B2|C2|C3|A|B|C|D|N)\}', lambda m: rep[m.group(1)], t)
    for name in set(units + [s['N']]):
        if name.endswith('s'):
            out = out.replace(name + "'s", name + "'")
        if name.endswith('.'):
            out = out.replace(name + '.', name)
    if '{' in out or '}' in out:
        raise SystemExit('unfilled: ' + out)
    return out, mentions


def lines(name):
    return [l for l in open(os.path.join(HERE, name)).read().split('\n') if l.strip()]


items = []
for l in lines('real.txt'):
    code, mark, text = l.split(' ', 2)
    items.append(('realistic_reply', 'defender', code, mark, text))
for l in lines('tags.txt'):
    tag, code, mark, text = l.split(' ', 3)
    items.append((tag, 'defender', code, mark, text))
for l in lines('attacker.txt'):
    code, text = l.split(' ', 1)
    items.append(('attacker_probe', 'attacker', code, '.', text))
rng.shuffle(items)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, text) in enumerate(items):
    sc = SCEN[i % 20]
    lv, s = draw(sc)
    txt, men = fill(text, lv, s)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), s['N']),
                   'text': txt, 'mentions': men, 'belief': dict(zip(lv, path(code, s)))})
    cmarks[cid] = {'mark': mark, 'code': code, 'template': text}
notes = []
for l in lines('notes.txt'):
    style, pc, cc, mark, text = l.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, text) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, s = draw(sc)
    txt, men = fill(text, lv, s)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * i + k + 1)
        lab = 'unscored' if code == 'u' else dict(zip(lv, path(code, s)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt, 'label': lab})
        emarks[eid] = {'mark': mark, 'code': code, 'template': text}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
