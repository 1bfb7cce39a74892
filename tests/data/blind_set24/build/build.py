#!/usr/bin/env python3
"""Set 24 generator: fills the hand-written entries of d_real.txt, d_new.txt and e_est.txt.
Line formats: d_real.txt `SLOT MARK TEXT ## doubt`; d_new.txt `TAG SLOT MARK TEXT ## doubt`;
e_est.txt `TAG PRIOR CURRENT TEXT` (labels: three chars, one per level: x = the entry's path value,
- = null, ? = '?'; or U = unscored). SLOT = lowest committed level (A/B/C) or '-'; MARK a = adversarial.
Seeds: claims shuffle 24001, estimates shuffle 24003, path seeds 24000 + entry number (claims),
24500 + entry number (notes). Scenario assignment in turn (15 claims, 2 note texts per scenario)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
CH = [c['scenario'] for c in json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))['chosen']]
MALE = {'Marcus', 'David', 'Ethan', 'Chen'}


def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip() and not ln.startswith('#'):
            out.append(ln)
    return out


def path_for(sc, seed):
    u = UNI[sc]['universe']
    lv = list(u)
    r = random.Random(seed)
    A = r.choice(u[lv[0]])
    B = r.choice(u[lv[1]][A])
    C = r.choice(u[lv[2]][B])
    bs = [x for x in u[lv[1]][A] if x != B]
    cs = [x for x in u[lv[2]][B] if x != C]
    r.shuffle(cs)
    A2 = r.choice([x for x in u[lv[0]] if x != A])
    B2 = r.choice(bs)
    return lv, dict(A=A, B=B, C=C, C2=cs[0], C3=cs[1], B2=B2, A2=A2, A2B=r.choice(u[lv[1]][A2]),
                    B2C=r.choice(u[lv[2]][B2]))


def fill(sc, seed, text):
    lv, p = path_for(sc, seed)
    name = UNI[sc]['name']
    male = name in MALE
    noun = {'lA': lv[0], 'lB': lv[1], 'lC': lv[2]}
    raw = {'kA': lv[0], 'kB': lv[1], 'kC': lv[2]}
    mentions = []

    def rep(m):
        k = m.group(1)
        if k in p:
            if p[k] not in mentions:
                mentions.append(p[k])
            return p[k]
        if k in raw:
            return raw[k]
        if k in noun:
            return noun[k].replace('_', ' ')
        if k == 'N':
            return name
        pr = {'she': ('he', 'she'), 'She': ('He', 'She'), 'her': ('his', 'her'), 'Her': ('His', 'Her'),
              'him': ('him', 'her'), 'hers': ('his', 'hers'), 'herself': ('himself', 'herself')}
        if k in pr:
            return pr[k][0 if male else 1]
        raise KeyError(k)
    t = re.sub(r'\{([A-Za-z0-9]+)\}', rep, text)
    return lv, p, t, mentions


def belief(lv, p, slot):
    n = {'-': 0, 'A': 1, 'B': 2, 'C': 3}[slot]
    vals = [p['A'], p['B'], p['C']]
    return {lv[i]: (vals[i] if i < n else None) for i in range(3)}


def main():
    ents = []
    for ln in lines('d_real.txt'):
        body, _, doubt = ln.partition(' ## ')
        slot, mark, text = body.split(' ', 2)
        ents.append(('realistic_reply', slot, mark, text, doubt))
    for ln in lines('d_new.txt'):
        body, _, doubt = ln.partition(' ## ')
        tag, slot, mark, text = body.split(' ', 3)
        ents.append((tag, slot, mark, text, doubt))
    recs, meta = [], []
    for i, (tag, slot, mark, text, doubt) in enumerate(ents):
        sc = CH[i % 20]
        text = text.replace('\\n', '\n')
        lv, p, t, men = fill(sc, 24000 + i, text)
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (lv[2].replace('_', ' '), UNI[sc]['name'])
        recs.append({'id': None, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                     'text': t, 'mentions': men, 'belief': belief(lv, p, slot)})
        meta.append({'entry': i, 'adversarial': mark == 'a', 'slot': slot, 'doubt': doubt})
    order = list(range(len(recs)))
    random.Random(24001).shuffle(order)
    claims, ids = [], []
    for n, k in enumerate(order, 1):
        r = recs[k]
        r['id'] = 'c-%03d' % n
        claims.append(r)
        ids.append(dict(id=r['id'], construction=r['construction'], **meta[k]))
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    ests = []
    for i, ln in enumerate(lines('e_est.txt')):
        tag, pl, cl, text = ln.split(' ', 3)
        sc = CH[i % 20]
        lv, p, t, _ = fill(sc, 24500 + i, text.replace('\\n', '\n'))
        for kind, lab in (('prior', pl), ('current', cl)):
            if lab == 'U':
                L = 'unscored'
            else:
                vals = [p['A'], p['B'], p['C']]
                L = {lv[j]: (vals[j] if lab[j] == 'x' else ('?' if lab[j] == '?' else None)) for j in range(3)}
            ests.append({'id': None, 'scenario': sc, 'kind': kind, 'construction': tag, 'text': t, 'label': L})
    random.Random(24003).shuffle(ests)
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for n, r in enumerate(ests, 1):
            r['id'] = 'e-%03d' % n
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
    adv = [x['id'] for x in ids if x['adversarial']]
    print('claims', len(claims), 'adversarial', len(adv), 'estimates', len(ests))
    json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'))


if __name__ == '__main__':
    main()
