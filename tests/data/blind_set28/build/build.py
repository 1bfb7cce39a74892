#!/usr/bin/env python3
"""Set 28's slot filling and labels (stdlib only). Reads d_real.txt, d_new.txt, e_est.txt, universes.json;
writes ../claims.jsonl, ../estimates.jsonl, ids.json, adversarial.json."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
MALE = {'David', 'Frank', 'Liam', 'Marco', 'Carlos'}
PRON_F = {'she': 'she', 'her': 'her', 'him': 'her', 'hers': 'hers', 'herself': 'herself', 'She': 'She', 'Her': 'Her', 'his': 'her', 'His': 'Her', 'he': 'she', 'He': 'She'}
PRON_M = {'she': 'he', 'her': 'his', 'him': 'him', 'hers': 'his', 'herself': 'himself', 'She': 'He', 'Her': 'His', 'his': 'his', 'His': 'His', 'he': 'he', 'He': 'He'}
# {her} is the possessive ("her team" / "his team"); {him} the object ("ask her" / "ask him")


def noun(k):
    k = re.sub(r'_(name|id|code)$', '', k)
    return k.replace('_', ' ')


def tree(u):
    lv = list(u)
    top = list(u[lv[0]])
    mid = u[lv[1]]
    low = u[lv[2]]
    return lv, top, mid, low


def pick(sc, seed):
    u = sc['universe']
    lv, top, mid, low = tree(u)
    rng = random.Random(seed)
    cands = []
    for a in top:
        for b in mid.get(a, []):
            if len(low.get(b, [])) < 3:
                continue
            sibs = [b2 for b2 in mid.get(a, []) if b2 != b and low.get(b2)]
            a2s = [a2 for a2 in top if a2 != a and mid.get(a2)]
            if sibs and a2s:
                cands.append((a, b))
    a, b = rng.choice(sorted(cands))
    cs = list(low[b]); c = rng.choice(cs)
    c2, c3 = [x for x in cs if x != c][:2]
    if rng.random() < 0.5:
        c2, c3 = c3, c2
    b2 = rng.choice([x for x in mid[a] if x != b and low.get(x)])
    b2c = rng.choice(low[b2])
    a2 = rng.choice([x for x in top if x != a and mid.get(x)])
    a2b = rng.choice(mid[a2])
    ent = {'A': a, 'B': b, 'C': c, 'C2': c2, 'C3': c3, 'B2': b2, 'B2C': b2c, 'A2': a2, 'A2B': a2b}
    return lv, ent


def fill(text, sc, lv, ent):
    name = sc['name'].split()[0]
    pr = PRON_M if name in MALE else PRON_F
    used = []

    def rep(m):
        k = m.group(1)
        if k in ent:
            if ent[k] not in used:
                used.append(ent[k])
            return ent[k]
        if k == 'N':
            return name
        if k in pr:
            return pr[k]
        if k in ('lA', 'lB', 'lC'):
            return noun(lv['ABC'.index(k[1])])
        if k in ('kA', 'kB', 'kC'):
            return lv['ABC'.index(k[1])]
        if k in ('UA', 'UB', 'UC'):
            return lv['ABC'.index(k[1])].upper().replace('_', '-')
        raise KeyError(k)
    out = re.sub(r'\{([A-Za-z0-9]+)\}', rep, text)
    out = out.replace('\\n', '\n')
    return out, used


def path(lv, ent, slot):
    n = {'-': 0, 'A': 1, 'B': 2, 'C': 3}[slot]
    vals = [ent['A'], ent['B'], ent['C']]
    return {lv[i]: (vals[i] if i < n else None) for i in range(3)}


def read(name, tagged):
    rows = []
    for n, line in enumerate(open(os.path.join(HERE, name), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split(' ', 3 if tagged else 2)
        if tagged:
            tag, slot, mark, text = parts
        else:
            slot, mark, text = parts
            tag = 'realistic_reply'
        assert slot in 'ABC-' and mark in 'a.', (name, n, line)
        rows.append((name, n, tag, slot, mark, text))
    return rows


def main():
    rows = read('d_real.txt', False) + read('d_new.txt', True)
    claims = []
    for i, (src, ln, tag, slot, mark, text) in enumerate(rows):
        sc = U[i % len(U)]
        lv, ent = pick(sc, 28000 + i)
        t, used = fill(text, sc, lv, ent)
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), sc['name'].split()[0])
        claims.append({'scenario': sc['scenario'], 'speaker': spk, 'construction': tag, 'question': q,
                       'text': t, 'mentions': used, 'belief': path(lv, ent, slot),
                       '_src': [src, ln, i, mark, slot]})
    random.Random(28001).shuffle(claims)
    idmap, adv = [], []
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for k, c in enumerate(claims, 1):
            cid = 'c-%03d' % k
            src = c.pop('_src')
            idmap.append({'id': cid, 'file': src[0], 'line': src[1], 'entry': src[2], 'adversarial': src[3], 'slot': src[4]})
            if src[3] == 'a':
                adv.append(cid)
            fh.write(json.dumps(dict(id=cid, **c), ensure_ascii=False) + '\n')
    # estimates
    notes = []
    for n, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        tag, pl, cl, text = line.split('|', 3)
        notes.append((n, tag, pl, cl, text))
    ests = []
    for i, (ln, tag, pl, cl, text) in enumerate(notes):
        sc = U[i % len(U)]
        lv, ent = pick(sc, 28500 + i)
        t, used = fill(text, sc, lv, ent)
        for kind, lab in (('prior', pl), ('current', cl)):
            ests.append({'scenario': sc['scenario'], 'kind': kind, 'construction': tag, 'text': t,
                         'label': label(lab, lv, ent), '_src': [ln, i, lab]})
    random.Random(28003).shuffle(ests)
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for k, e in enumerate(ests, 1):
            src = e.pop('_src')
            idmap.append({'id': 'e-%03d' % k, 'file': 'e_est.txt', 'line': src[0], 'entry': src[1], 'code': src[2]})
            fh.write(json.dumps(dict(id='e-%03d' % k, **e), ensure_ascii=False) + '\n')
    json.dump(idmap, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
    json.dump(adv, open(os.path.join(HERE, 'adversarial.json'), 'w'))
    print(len(claims), 'claims', len(adv), 'adversarial', len(ests), 'estimates')


def label(code, lv, ent):
    if code == 'U':
        return 'unscored'
    assert len(code) == 3, code
    out = []
    for k, ch in enumerate(code):
        if ch == 'x':
            out.append([ent['A'], ent['B'], ent['C']][k])
        elif ch == '-':
            out.append(None)
        elif ch == '?':
            out.append('?')
        elif ch == 'y':
            if k == 0:
                out.append(ent['A2'])
            elif k == 1:
                out.append(ent['A2B'] if out[0] == ent['A2'] else ent['B2'])
            else:
                out.append(ent['B2C'] if out[1] == ent['B2'] else ent['C2'])
        else:
            raise ValueError(code)
    return {lv[i]: out[i] for i in range(3)}


if __name__ == '__main__':
    main()
