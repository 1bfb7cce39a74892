#!/usr/bin/env python3
"""Set 29's slot filling. Reads d_real.txt, d_new.txt, e_est.txt and universes.json; writes ../claims.jsonl,
../estimates.jsonl, ids.json, adversarial.json, doubts_filled.json. Seeds: 29001 (claim shuffle), 29003 (note
shuffle), 29000 + entry (claim paths), 29500 + entry (note paths)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(HERE, '..', 'ref', 'set29_scenarios.json')))
MALE = {'Marcus', 'David', 'Ethan', 'Chen'}
PRON = {'she': 'he', 'her': 'his', 'him': 'him', 'hers': 'his', 'herself': 'himself'}
LEET = str.maketrans({'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7'})
FEM = {'she': 'she', 'her': 'her', 'him': 'her', 'hers': 'hers', 'herself': 'herself'}


def noun(k):
    k = re.sub(r'_(name|id|code)$', '', k)
    return k.replace('_', ' ')


def paths(u):
    lv = list(u)
    out = []
    for a in u[lv[0]]:
        for b in u[lv[1]].get(a, []):
            kids = u[lv[2]].get(b, [])
            sib_b = [x for x in u[lv[1]][a] if x != b and u[lv[2]].get(x)]
            others = [x for x in u[lv[0]] if x != a and u[lv[1]].get(x)]
            if len(kids) >= 3 and sib_b and others:
                for c in kids:
                    out.append((a, b, c))
    return out


def slots(sc, rng):
    u = U[sc]['universe']
    lv = list(u)
    a, b, c = rng.choice(paths(u))
    cs = [x for x in u[lv[2]][b] if x != c]
    b2 = rng.choice([x for x in u[lv[1]][a] if x != b and u[lv[2]].get(x)])
    a2 = rng.choice([x for x in u[lv[0]] if x != a and u[lv[1]].get(x)])
    a2b = rng.choice(u[lv[1]][a2])
    s = {'A': a, 'B': b, 'C': c, 'C2': cs[0], 'C3': cs[1], 'B2': b2, 'B2C': rng.choice(u[lv[2]][b2]),
         'A2': a2, 'A2B': a2b}
    par = {a: None, b: a, c: b, cs[0]: b, cs[1]: b, b2: a, s['B2C']: b2, a2: None, a2b: a2}
    lvl = {a: 0, b: 1, c: 2, cs[0]: 2, cs[1]: 2, b2: 1, s['B2C']: 2, a2: 0, a2b: 1}
    return s, par, lvl, lv


def fill(text, sc, s, lv):
    name = U[sc]['name']
    pr = PRON if name in MALE else FEM
    ment = []
    def rep(m):
        k = m.group(1)
        if k in s:
            if s[k] not in ment:
                ment.append(s[k])
            return s[k]
        if k == 'N':
            return name
        if k[0] == 'L' and k[1:] in s:  # leetspeak spelling of a slot value (still a mention of it)
            if s[k[1:]] not in ment:
                ment.append(s[k[1:]])
            return s[k[1:]].translate(LEET)
        if k in ('lA', 'lB', 'lC'):
            return noun(lv['ABC'.index(k[1])])
        if k in ('kA', 'kB', 'kC'):
            return lv['ABC'.index(k[1])]
        if k in ('UA', 'UB', 'UC'):
            return lv['ABC'.index(k[1])].upper()
        if k.lower() in pr:
            w = pr[k.lower()]
            return w[0].upper() + w[1:] if k[0].isupper() else w
        raise KeyError(k)
    t = re.sub(r'\{([A-Za-z0-9]+)\}', rep, text).replace('\\n', '\n')
    return t, ment


def path_of(e, par, lvl):
    p = [None, None, None]
    while e is not None:
        p[lvl[e]] = e
        e = par[e]
    return p


def read(fn, ncols):
    rows = []
    for n, line in enumerate(open(os.path.join(HERE, fn), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        doubt = None
        if ' ## ' in line:
            line, doubt = line.split(' ## ', 1)
        parts = line.split('|', ncols - 1)
        assert len(parts) == ncols, (fn, n, line)
        rows.append((fn, n, parts, doubt))
    return rows


entries = [(fn, n, ['realistic_reply'] + p, d) for fn, n, p, d in read('d_real.txt', 3)] + read('d_new.txt', 4)
claims, meta, doubts = [], [], []
for k, (fn, n, (tag, slot, mark, text), doubt) in enumerate(entries):
    sc = SCEN[k % 20]
    rng = random.Random(29000 + k)
    s, par, lvl, lv = slots(sc, rng)
    t, ment = fill(text, sc, s, lv)
    if slot == '-':
        p = [None, None, None]
    else:
        p = path_of(s[slot], par, lvl)
    assert mark in ('a', '.'), (fn, n)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])
    claims.append({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': t,
                   'mentions': ment, 'belief': dict(zip(lv, p))})
    meta.append({'source': fn, 'line': n, 'entry': k, 'adversarial': mark, 'slot': slot, 'doubt': doubt})
order = list(range(len(claims)))
random.Random(29001).shuffle(order)
ids, adv, outc = [], [], []
for i, k in enumerate(order, 1):
    cid = 'c-%03d' % i
    outc.append(dict([('id', cid)] + list(claims[k].items())))
    m = dict(meta[k], id=cid)
    ids.append(m)
    if m['adversarial'] == 'a':
        adv.append(cid)
    if m['doubt']:
        b = claims[k]['belief']
        vals = [v for v in b.values() if v]
        lab = ('%s committed at `%s`' % ('/'.join(vals), [x for x in b if b[x]][-1])) if vals else 'all null'
        doubts.append({'id': cid, 'tag': claims[k]['construction'], 'label': lab, 'why': m['doubt']})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in outc:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')

# ---- notes ----
def label(code, s, lv):
    if code == 'U':
        return 'unscored'
    vals = []
    for i, ch in enumerate(code):
        if ch == '-':
            vals.append(None)
        elif ch == '?':
            vals.append('?')
        elif ch == 'x':
            vals.append(s['ABC'[i]])
        elif ch == 'y':
            if i == 0:
                vals.append(s['A2'])
            elif i == 1:
                vals.append(s['B2'] if code[0] == 'x' else s['A2B'])
            else:
                assert code[1] == 'x'
                vals.append(s['C2'])
        else:
            raise ValueError(code)
    return dict(zip(lv, vals))

notes = read('e_est.txt', 4)
ests = []
for k, (fn, n, (tag, lp, lc, text), doubt) in enumerate(notes):
    sc = SCEN[k % 20]
    rng = random.Random(29500 + k)
    s, par, lvl, lv = slots(sc, rng)
    t, _ = fill(text, sc, s, lv)
    for kind, code in (('prior', lp), ('current', lc)):
        ests.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': t, 'label': label(code, s, lv)})
order = list(range(len(ests)))
random.Random(29003).shuffle(order)
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for i, k in enumerate(order, 1):
        fh.write(json.dumps(dict([('id', 'e-%03d' % i)] + list(ests[k].items())), ensure_ascii=False) + '\n')
json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'))
json.dump(doubts, open(os.path.join(HERE, 'doubts_filled.json'), 'w'), indent=1, ensure_ascii=False)
print(len(outc), 'claims,', len(ests), 'estimates,', len(adv), 'adversarial (%.1f%%)' % (100.0 * len(adv) / max(1, len(outc))))
