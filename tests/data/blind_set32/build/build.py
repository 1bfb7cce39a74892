#!/usr/bin/env python3
"""Set 32's slot filling: reads d_real.txt, d_new.txt, e_est.txt and universes.json; writes ../claims.jsonl,
../estimates.jsonl, ids.json, adversarial.json, doubts_filled.json. Seeds: 32001 (claim shuffle), 32003 (estimate
shuffle), 32000 + entry (claim paths), 32500 + entry (note paths)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = list(UNI)
MALE = {'David', 'Marcus', 'Evan', 'Darius', 'Liam'}


def noun(k):
    k = re.sub(r'_(name|id|code)$', '', k)
    return k.replace('_', ' ').lower() if k[0].islower() else k.replace('_', ' ')


def spaced(v):
    return '  '.join(' '.join(w) for w in v.split(' '))


def pick(sid, seed):
    u = UNI[sid]['universe']
    lv = list(u)
    rnd = random.Random(seed)
    paths = []
    for a in u[lv[0]]:
        for b in u[lv[1]][a]:
            kids = u[lv[2]].get(b, [])
            if len(kids) >= 3 and len(u[lv[1]][a]) >= 2 and len(u[lv[0]]) >= 2:
                for c in kids:
                    paths.append((a, b, c))
    a, b, c = rnd.choice(paths)
    c2, c3 = [x for x in u[lv[2]][b] if x != c][:2]
    rnd.shuffle(l := [c2, c3]); c2, c3 = l
    b2 = rnd.choice([x for x in u[lv[1]][a] if x != b])
    b2c = rnd.choice(u[lv[2]][b2])
    a2 = rnd.choice([x for x in u[lv[0]] if x != a])
    a2b = rnd.choice(u[lv[1]][a2])
    vals = {'A': a, 'B': b, 'C': c, 'C2': c2, 'C3': c3, 'B2': b2, 'B2C': b2c, 'A2': a2, 'A2B': a2b}
    return lv, vals


def fill(text, sid, lv, vals):
    name = UNI[sid]['name']
    male = name in MALE
    pron = {'she': 'he' if male else 'she', 'her': 'his' if male else 'her', 'him': 'him' if male else 'her',
            'hers': 'his' if male else 'hers', 'herself': 'himself' if male else 'herself'}
    ments = []

    def rep(m):
        k = m.group(1)
        if k == 'N':
            return name
        if k in pron:
            return pron[k]
        if k[0].isupper() and k.lower() in pron:
            p = pron[k.lower()]
            return p[0].upper() + p[1:]
        if k in ('lA', 'lB', 'lC'):
            return noun(lv['ABC'.index(k[1])])
        if k in ('kA', 'kB', 'kC'):
            return lv['ABC'.index(k[1])]
        if k.startswith('s') and k[1:] in vals:
            v = vals[k[1:]]
            if v not in ments:
                ments.append(v)
            return spaced(v)
        if k in vals:
            v = vals[k]
            if v not in ments:
                ments.append(v)
            return v
        raise KeyError(k)
    out = re.sub(r'\{([A-Za-z0-9]+)\}', rep, text)
    out = out.replace('\\n', '\n')
    out = re.sub(r'(?<!\.)\.\.(?!\.)', '.', out)
    return out, ments


def belief(slot, lv, vals):
    if slot == '-':
        path = [None, None, None]
    elif slot == 'A':
        path = [vals['A'], None, None]
    elif slot == 'B':
        path = [vals['A'], vals['B'], None]
    elif slot == 'C':
        path = [vals['A'], vals['B'], vals['C']]
    elif slot == 'C2':
        path = [vals['A'], vals['B'], vals['C2']]
    elif slot == 'B2':
        path = [vals['A'], vals['B2'], None]
    elif slot == 'A2':
        path = [vals['A2'], None, None]
    else:
        raise ValueError(slot)
    return dict(zip(lv, path))


def read_claims():
    entries = []
    for fn, tagged in (('d_real.txt', False), ('d_new.txt', True)):
        for n, line in enumerate(open(os.path.join(HERE, fn), encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            doubt = None
            if ' ## ' in line:
                line, doubt = line.split(' ## ', 1)
            parts = line.split(' ', 3 if tagged else 2)
            if tagged:
                tag, slot, mark, text = parts
            else:
                tag = 'realistic_reply'
                slot, mark, text = parts
            assert mark in ('a', '.'), (fn, n, mark)
            entries.append(dict(file=fn, line=n, tag=tag, slot=slot, mark=mark, text=text, doubt=doubt))
    return entries


def main():
    entries = read_claims()
    claims = []
    for i, e in enumerate(entries):
        sid = SCEN[i % len(SCEN)]
        lv, vals = pick(sid, 32000 + i)
        text, ments = fill(e['text'], sid, lv, vals)
        b = belief(e['slot'], lv, vals)
        spk = 'attacker' if e['tag'] == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), UNI[sid]['name'])
        claims.append((e, i, dict(id=None, scenario=sid, speaker=spk, construction=e['tag'], question=q, text=text,
                                  mentions=ments, belief=b)))
    rnd = random.Random(32001)
    rnd.shuffle(claims)
    ids, adv, doubts = [], [], []
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for k, (e, i, r) in enumerate(claims, 1):
            r['id'] = 'c-%03d' % k
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
            ids.append(dict(id=r['id'], file=e['file'], line=e['line'], entry=i, mark=e['mark'], slot=e['slot'],
                            doubt=e['doubt']))
            if e['mark'] == 'a':
                adv.append(r['id'])
            if e['doubt']:
                doubts.append(dict(id=r['id'], tag=r['construction'], belief=r['belief'], doubt=e['doubt']))
    json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=1)
    json.dump(sorted(adv), open(os.path.join(HERE, 'adversarial.json'), 'w'))
    json.dump(sorted(doubts, key=lambda d: d['id']), open(os.path.join(HERE, 'doubts_filled.json'), 'w'), indent=1,
              ensure_ascii=False)
    # estimates
    notes = []
    for n, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        tag, pl, cl, text = line.split('|', 3)
        notes.append((tag, pl, cl, text))
    recs = []
    for j, (tag, pl, cl, text) in enumerate(notes):
        sid = SCEN[j % len(SCEN)]
        lv, vals = pick(sid, 32500 + j)
        t, _ = fill(text, sid, lv, vals)
        for kind, lab in (('prior', pl), ('current', cl)):
            if lab == 'U':
                label = 'unscored'
            else:
                assert len(lab) == 3, (n, lab)
                out = []
                for k, ch in enumerate(lab):
                    if ch == 'x':
                        out.append(vals['ABC'[k]])
                    elif ch == '-':
                        out.append(None)
                    elif ch == '?':
                        out.append('?')
                    elif ch == 'y':
                        if k == 0:
                            out.append(vals['A2'])
                        elif k == 1:
                            out.append(vals['B2'])
                        else:
                            out.append(vals['C2'])
                    else:
                        raise ValueError(lab)
                # a wrong value at a level: the lower level's wrong value sits under its parent
                if lab[0] == 'y' and lab[1] == 'x':
                    out[1] = vals['A2B']
                if lab[1] == 'y' and lab[2] == 'x':
                    out[2] = vals['B2C']
                label = dict(zip(lv, out))
            recs.append(dict(id=None, scenario=sid, kind=kind, construction=tag, text=t, label=label))
    rnd = random.Random(32003)
    rnd.shuffle(recs)
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for k, r in enumerate(recs, 1):
            r['id'] = 'e-%02d' % k
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('claims', len(claims), 'estimates', len(recs), 'adversarial', len(adv))


if __name__ == '__main__':
    main()
