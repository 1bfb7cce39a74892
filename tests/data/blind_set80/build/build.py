#!/usr/bin/env python3
"""Set 80's seeded fill (seed 80): claims.jsonl and estimates.jsonl from the hand-written templates.
real.txt: code mark text; attacker.txt: code text; tags.txt: tag code mark text;
notes.txt: style prior current mark text. One seeded path per text."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set80_scenarios.json')))
rng = random.Random(80)
UNIT = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D']
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|D|lAs|lBs|lCs|lA|lB|lC)\}')


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
            break
    return k.replace('_', ' ')


def plural(n):
    if n.endswith('y') and n[-2:-1] not in 'aeiou':
        return n[:-1] + 'ies'
    return n + 's'


def read(name, nfields):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split(' ', nfields))
    return out


def check_template(t):
    assert not re.search(r'(?i)\b(the|a|an)\s+\{(A2|A|B2|B|C2|C3|C|D)\}', t), t
    assert not re.search(r'(?i)\ban?\s+\{lAs?\}', t), t


def draw(sc):
    uni = U[sc]['universe']
    lv = list(uni)
    tops = list(uni[lv[0]])
    A = rng.choice(tops)
    B = rng.choice(uni[lv[1]][A])
    C = rng.choice(uni[lv[2]][B])
    A2 = rng.choice([x for x in tops if x != A])
    B2 = rng.choice([x for x in uni[lv[1]][A] if x != B])
    C2, C3 = rng.sample([x for x in uni[lv[2]][B] if x != C], 2)
    D = rng.choice(uni[lv[2]][B2])
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, D=D)


def fill(t, sc, lv, v):
    name = U[sc]['name']
    nouns = [noun(k) for k in lv]
    for n in nouns[1:]:
        if n[0] in 'aeiou':
            assert not re.search(r'(?i)\ba\s+\{l[BC]\}', t), t
    sub = dict(N=name, lA=nouns[0], lB=nouns[1], lC=nouns[2],
               lAs=plural(nouns[0]), lBs=plural(nouns[1]), lCs=plural(nouns[2]))
    sub.update(v)
    mentions = []
    for m in SLOT.finditer(t):
        s = m.group(1)
        if s in UNIT and v[s] not in mentions:
            mentions.append(v[s])

    def rep(m):
        return sub[m.group(1)]
    # possessives: a name ending in s takes an apostrophe only
    t2 = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C|D)\}'s", lambda m: sub[m.group(1)] + ("'" if sub[m.group(1)].endswith('s') else "'s"), t)
    out = SLOT.sub(rep, t2)
    out = out.replace('..', '.')
    return out, mentions


def path(code, v):
    if code == '0':
        return [None, None, None]
    if code == 'u':
        return 'unscored'
    q = code.endswith('?')
    c = code.rstrip('?')
    p = {'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
         'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
         'C3': [v['A'], v['B'], v['C3']], 'D': [v['A'], v['B2'], v['D']], 'BB': [v['A'], v['B'], None],
         'AA': [v['A'], None, None]}[c]
    if q:
        k = p.index(None)
        p = p[:k] + ['?'] * (3 - k)
    return p


items = []
for code, mark, text in read('real.txt', 2):
    items.append(dict(kind='realistic_reply', code=code, mark=mark, t=text, speaker='defender'))
for tag, code, mark, text in read('tags.txt', 3):
    items.append(dict(kind=tag, code=code, mark=mark, t=text, speaker='defender'))
for code, text in read('attacker.txt', 1):
    items.append(dict(kind='attacker_probe', code=code, mark='c' if code != '0' else '.', t=text, speaker='attacker'))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, cmarks = [], []
for i, it in enumerate(items):
    check_template(it['t'])
    sc = CHOSEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(it['t'], sc, lv, v)
    p = path(it['code'], v)
    rid = 'c-%03d' % (i + 1)
    q = None if it['speaker'] == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append(dict(id=rid, scenario=sc, speaker=it['speaker'], construction=it['kind'], question=q,
                       text=text, mentions=mentions, belief=dict(zip(lv, p))))
    cmarks.append(dict(id=rid, code=it['code'], mark=it['mark'], template=it['t'], path=v))
notes = read('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], []
for k, (style, pc, cc, mark, t) in enumerate(notes):
    check_template(t)
    sc = CHOSEN[k % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, sc, lv, v)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * k + j + 1)
        lab = path(code, v)
        ests.append(dict(id=rid, scenario=sc, kind=kind, construction=style, text=text,
                         label=lab if lab == 'unscored' else dict(zip(lv, lab))))
    emarks.append(dict(ids=['e-%03d' % (2 * k + 1), 'e-%03d' % (2 * k + 2)], style=style, prior=pc, current=cc,
                       mark=mark, template=t, path=v, mentions=mentions))
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1, ensure_ascii=False)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1, ensure_ascii=False)
print('claims', len(claims), 'estimates', len(ests))
