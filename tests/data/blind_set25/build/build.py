#!/usr/bin/env python3
"""Set 25's slot filling, labels, scenario assignment and shuffles (stdlib only).

d_real.txt : SLOT ADV text            (realistic replies)
d_new.txt  : TAG SLOT ADV text        (the eight new tags and the attacker messages)
  SLOT = lowest committed value of the chosen path: A, B, C, or - (nothing committed)
  ADV  = a (adversarial) or . (not)
e_est.txt  : TAG PRIOR CURRENT text   (defender notes; each labelled for both kinds)
  PRIOR / CURRENT = U (unscored) or three characters, one per level:
  x the path value, y the decoy at that level (A2; B2 under A, or A2B under A2; C2 under B), - null, ? no commitment
Texts use \\n for line breaks. Slots: {A} {B} {C} a seeded path; {C2} {C3} siblings of {C}; {B2} a sibling of {B}
with {B2C} below it; {A2} another top-level unit with {A2B} below it; {N} the target's first name; {lA} {lB} {lC}
level nouns; {kA} {kB} {kC} raw level keys; {she} {her} {him} {hers} {herself} (and capitalised {She} {Her}).
Seeds: path 25000 + entry number (claims), 25500 + entry number (notes); shuffles 25001 (claims), 25003 (notes).
"""
import json, os, random, re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = list(U)
MALE = {'Marcus', 'David', 'Ethan', 'Chen', 'Evan'}


def path_for(sc, seed):
    rnd = random.Random(seed)
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    a = rnd.choice(tops)
    b = rnd.choice(u[lv[1]][a])
    c = rnd.choice(u[lv[2]][b])
    a2 = rnd.choice([x for x in tops if x != a])
    a2b = rnd.choice(u[lv[1]][a2])
    b2 = rnd.choice([x for x in u[lv[1]][a] if x != b])
    b2c = rnd.choice(u[lv[2]][b2])
    sib = [x for x in u[lv[2]][b] if x != c]
    rnd.shuffle(sib)
    name = U[sc]['name']
    m = name in MALE
    noun = lambda k: k.replace('_', ' ').lower()
    f = {'A': a, 'B': b, 'C': c, 'A2': a2, 'A2B': a2b, 'B2': b2, 'B2C': b2c, 'C2': sib[0], 'C3': sib[1], 'N': name,
         'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2]), 'kA': lv[0], 'kB': lv[1], 'kC': lv[2],
         'she': 'he' if m else 'she', 'her': 'his' if m else 'her', 'him': 'him' if m else 'her',
         'hers': 'his' if m else 'hers', 'herself': 'himself' if m else 'herself',
         'She': 'He' if m else 'She', 'Her': 'His' if m else 'Her'}
    return lv, f


ENT_SLOTS = ['A', 'B', 'C', 'A2', 'A2B', 'B2', 'B2C', 'C2', 'C3']


def fill(text, f):
    text = text.replace('\\n', '\n')
    ments = []
    for m in re.finditer(r'\{(\w+)\}', text):
        k = m.group(1)
        if k not in f:
            raise SystemExit('unknown slot %r in %r' % (k, text))
        if k in ENT_SLOTS and f[k] not in ments:
            ments.append(f[k])
    # a value ending in '.' (e.g. 'Inc.') swallows a sentence-final period right after it
    text = re.sub(r'\{(\w+)\}\.', lambda m: '{%s}' % m.group(1) if f[m.group(1)].endswith('.') else m.group(0), text)
    return re.sub(r'\{(\w+)\}', lambda m: f[m.group(1)], text), ments


def belief(lv, f, slot):
    vals = {'A': [f['A'], None, None], 'B': [f['A'], f['B'], None], 'C': [f['A'], f['B'], f['C']],
            '-': [None, None, None]}[slot]
    return dict(zip(lv, vals))


def est_label(lv, f, code):
    if code == 'U':
        return 'unscored'
    assert len(code) == 3, code
    out = []
    for k, ch in enumerate(code):
        if ch == '-':
            out.append(None)
        elif ch == '?':
            out.append('?')
        elif ch == 'x':
            out.append([f['A'], f['B'], f['C']][k])
        elif ch == 'y':
            if k == 0:
                out.append(f['A2'])
            elif k == 1:
                out.append(f['A2B'] if code[0] == 'y' else f['B2'])
            else:
                assert code[:2] == 'xx', code
                out.append(f['C2'])
        else:
            raise SystemExit('bad label code %r' % code)
    return dict(zip(lv, out))


def lines(name):
    out = []
    for n, ln in enumerate(open(os.path.join(HERE, name), encoding='utf-8'), 1):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        out.append((name, n, ln))
    return out


def main():
    entries = []
    for src, n, ln in lines('d_real.txt'):
        slot, adv, text = ln.split(' ', 2)
        entries.append(('realistic_reply', slot, adv, text, src, n))
    for src, n, ln in lines('d_new.txt'):
        tag, slot, adv, text = ln.split(' ', 3)
        entries.append((tag, slot, adv, text, src, n))
    claims, meta = [], []
    for i, (tag, slot, adv, text, src, n) in enumerate(entries):
        assert slot in 'ABC-' and adv in 'a.', (src, n)
        sc = SCEN[i % len(SCEN)]
        lv, f = path_for(sc, 25000 + i)
        t, ments = fill(text, f)
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else 'Which %s is %s in?' % (f['lC'], f['N'])
        claims.append({'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': t,
                       'mentions': ments, 'belief': belief(lv, f, slot)})
        meta.append({'entry': '%s:%d' % (src, n), 'adversarial': adv == 'a', 'slot': slot})
    order = list(range(len(claims)))
    random.Random(25001).shuffle(order)
    ids, adv_ids = [], []
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for k, i in enumerate(order, 1):
            cid = 'c-%03d' % k
            rec = dict(id=cid, **claims[i])
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
            ids.append(dict(id=cid, **meta[i]))
            if meta[i]['adversarial']:
                adv_ids.append(cid)
    json.dump(ids, open(os.path.join(HERE, 'ids.json'), 'w'), indent=0)
    json.dump(sorted(adv_ids), open(os.path.join(HERE, 'adversarial.json'), 'w'))
    ests = []
    for j, (src, n, ln) in enumerate(lines('e_est.txt')):
        tag, pl, cl, text = ln.split(' ', 3)
        sc = SCEN[j % len(SCEN)]
        lv, f = path_for(sc, 25500 + j)
        t, _ = fill(text, f)
        ests.append({'scenario': sc, 'kind': 'prior', 'construction': tag, 'text': t, 'label': est_label(lv, f, pl)})
        ests.append({'scenario': sc, 'kind': 'current', 'construction': tag, 'text': t, 'label': est_label(lv, f, cl)})
    order = list(range(len(ests)))
    random.Random(25003).shuffle(order)
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for k, i in enumerate(order, 1):
            fh.write(json.dumps(dict(id='e-%03d' % k, **ests[i]), ensure_ascii=False) + '\n')
    print('claims', len(claims), 'adversarial', len(adv_ids), 'estimates', len(ests))


if __name__ == '__main__':
    main()
