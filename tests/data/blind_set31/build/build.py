#!/usr/bin/env python3
"""Fill set 31's templates (d_real.txt, d_new.txt, e_est.txt) into claims.jsonl and estimates.jsonl."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
MALE = {'David', 'Leo', 'Carlos', 'Liam'}


def noun(k):
    k = re.sub(r'_(name|id|code)$', '', k)
    return k.replace('_', ' ').lower()


def mock(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return ''.join(out)


def pick_path(u, rng):
    L = list(u)
    paths = []
    for a in u[L[0]]:
        for b in u[L[1]].get(a, []):
            cs = u[L[2]].get(b, [])
            sibs_b = [x for x in u[L[1]][a] if x != b and u[L[2]].get(x)]
            others_a = [x for x in u[L[0]] if x != a and u[L[1]].get(x)]
            if len(cs) >= 3 and sibs_b and others_a:
                for c in cs:
                    paths.append((a, b, c))
    a, b, c = rng.choice(paths)
    cs = [x for x in u[L[2]][b] if x != c]
    rng.shuffle(cs)
    b2 = rng.choice([x for x in u[L[1]][a] if x != b and u[L[2]].get(x)])
    a2 = rng.choice([x for x in u[L[0]] if x != a and u[L[1]].get(x)])
    a2b = rng.choice(u[L[1]][a2])
    return {'A': a, 'B': b, 'C': c, 'C2': cs[0], 'C3': cs[1], 'B2': b2,
            'B2C': rng.choice(u[L[2]][b2]), 'A2': a2, 'A2B': a2b}


def fill(text, sc, rng):
    u = sc['universe']
    L = list(u)
    p = pick_path(u, rng)
    name = sc['name']
    m = name in MALE
    pro = {'she': 'he' if m else 'she', 'her': 'his' if m else 'her', 'him': 'him' if m else 'her',
           'hers': 'his' if m else 'hers', 'herself': 'himself' if m else 'herself'}
    mentions = []

    def rep(mo):
        k = mo.group(1)
        if k in p:
            if p[k] not in mentions:
                mentions.append(p[k])
            return p[k]
        if k[0] in 'mr' and k[1:] in p:
            if p[k[1:]] not in mentions:
                mentions.append(p[k[1:]])
            return mock(p[k[1:]]) if k[0] == 'm' else p[k[1:]][::-1]
        if k == 'N':
            return name
        if k == 'rN':
            return name[::-1]
        if k[0] == 'l' and k[1:] in 'ABC':
            return noun(L['ABC'.index(k[1:])])
        if k[0] == 'k' and k[1:] in 'ABC':
            return L['ABC'.index(k[1:])]
        if k in pro:
            return pro[k]
        if k[0].isupper() and k.lower() in pro:
            w = pro[k.lower()]
            return w[0].upper() + w[1:]
        raise KeyError(k)
    out = re.sub(r'\{([A-Za-z0-9]+)\}', rep, text)
    for v in p.values():  # a value ending in a full stop at the end of a sentence
        if v.endswith('.'):
            out = out.replace(v + '.', v)
    return out, mentions, p, L


def read(fn, ntag):
    rows = []
    for n, line in enumerate(open(os.path.join(HERE, fn), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        doubt = None
        if ' ## ' in line:
            line, doubt = line.split(' ## ', 1)
        parts = line.split(' ', ntag + 2)
        tag = parts[0] if ntag else 'realistic_reply'
        slot, mark, text = parts[ntag], parts[ntag + 1], parts[ntag + 2]
        assert slot in ('A', 'B', 'C', '-'), (fn, n, slot)
        assert mark in ('a', '.'), (fn, n, mark)
        rows.append((fn, n, tag, slot, mark, text, doubt))
    return rows


def main():
    rows = read('d_real.txt', 0) + read('d_new.txt', 1)
    claims, meta = [], []
    for i, (fn, n, tag, slot, mark, text, doubt) in enumerate(rows):
        sc = UNI[i % len(UNI)]
        rng = random.Random(31000 + i)
        t, mentions, p, L = fill(text, sc, rng)
        belief = {l: None for l in L}
        if slot != '-':
            for j, k in enumerate('ABC'[:'ABC'.index(slot) + 1]):
                belief[L[j]] = p[k]
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if speaker == 'attacker' else 'Which %s is %s in?' % (noun(L[2]), sc['name'])
        claims.append({'scenario': sc['scenario'], 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': t, 'mentions': mentions, 'belief': belief})
        meta.append({'file': fn, 'line': n, 'entry': i, 'adversarial': mark == 'a', 'slot': slot, 'doubt': doubt})
    order = list(range(len(claims)))
    random.Random(31001).shuffle(order)
    ids, adv, doubts = [], [], []
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for k, i in enumerate(order, 1):
            cid = 'c-%03d' % k
            r = dict(id=cid, **claims[i])
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
            ids.append(dict(id=cid, **meta[i]))
            if meta[i]['adversarial']:
                adv.append(cid)
            if meta[i]['doubt']:
                doubts.append({'id': cid, 'tag': r['construction'], 'belief': r['belief'], 'doubt': meta[i]['doubt']})
    # estimates
    ests = []
    en = 0
    for n, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        tag, lp, lc, text = line.split('|', 3)
        sc = UNI[en % len(UNI)]
        rng = random.Random(31500 + en)
        en += 1
        t, mentions, p, L = fill(text.replace('\\n', '\n'), sc, rng)
        for kind, lab in (('prior', lp), ('current', lc)):
            ests.append({'scenario': sc['scenario'], 'kind': kind, 'construction': tag, 'text': t,
                         'label': label(lab, p, L)})
    order = list(range(len(ests)))
    random.Random(31003).shuffle(order)
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for k, i in enumerate(order, 1):
            fh.write(json.dumps(dict(id='e-%02d' % k, **ests[i]), ensure_ascii=False) + '\n')
    json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1)
    json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=1)
    json.dump(doubts, open(os.path.join(HERE, 'doubts_filled.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims', len(adv), 'adversarial', len(ests), 'estimates')


def label(lab, p, L):
    if lab == 'U':
        return 'unscored'
    assert len(lab) == 3, lab
    vals = []
    for j, ch in enumerate(lab):
        if ch == '-':
            vals.append(None)
        elif ch == '?':
            vals.append('?')
        elif ch == 'x':
            vals.append(p['ABC'[j]])
        elif ch == 'y':
            if j == 0:
                vals.append(p['A2'])
            elif j == 1:
                vals.append(p['A2B'] if lab[0] == 'y' else p['B2'])
            else:
                assert lab[1] != 'y' or lab[0] != 'y'
                vals.append(p['B2C'] if lab[1] == 'y' else p['C2'])
        else:
            raise ValueError(lab)
    return dict(zip(L, vals))


if __name__ == '__main__':
    main()
