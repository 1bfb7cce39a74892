#!/usr/bin/env python3
"""Set 93's seeded generator (seed 93): fills build/real.txt, tags.txt, attacker.txt and notes.txt with one drawn
path per text and writes claims.jsonl and estimates.jsonl (and /tmp/blind93/marks.json for the README)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED = 93
uni = json.load(open(os.path.join(HERE, 'universes.json')))
chosen = json.load(open(os.path.join(ROOT, 'ref', 'set93_scenarios.json')))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def lines(name):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip() and not ln.startswith('#'):
            out.append(ln.split('|'))
    return out


def draw(rng, sc):
    u = uni[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': uni[sc]['name']}
    for i, x in enumerate('ABC'):
        v['l' + x] = noun(lv[i])
        v['l' + x + 's'] = plural(noun(lv[i]))
    return lv, v


def fill(tpl, v):
    text = SLOT.sub(lambda m: v[m.group(1)], tpl)
    ment = []
    for m in SLOT.finditer(tpl):
        s = m.group(1)
        if s[0] in 'ABC' and v[s] not in ment:
            ment.append(v[s])
    return text, ment


def path(code, v):
    """code -> list of 3 values (unit and tree parents / '?' / None)."""
    if code == '0':
        return [None, None, None]
    q = code.endswith('?')
    c = code.rstrip('?')
    lvl = 'ABC'.index(c[0])
    unit = v[c]
    vals = [None, None, None]
    # tree parents: the drawn path (A above B/B2, B above C/C2/C3); A2 stands alone
    if lvl == 2:
        vals = [v['A'], v['B'], unit]
    elif lvl == 1:
        vals = [v['A'], unit, None]
    else:
        vals = [unit, None, None]
    if q:
        vals[lvl + 1] = '?'
    return vals


def main():
    rng = random.Random(SEED)
    items = []
    for mark, tpl in lines('real.txt'):
        items.append(('realistic_reply', mark, tpl))
    for tag, mark, tpl in lines('tags.txt'):
        items.append((tag, mark, tpl))
    for mark, tpl in lines('attacker.txt'):
        items.append(('attacker_probe', mark, tpl))
    assert len(items) == 300, len(items)
    rng.shuffle(items)
    claims, marks = [], {}
    for i, (tag, mark, tpl) in enumerate(items):
        sc = chosen[i % 20]
        lv, v = draw(rng, sc)
        text, ment = fill(tpl, v)
        if mark in 'CBA':
            vals = path(mark, v)
        else:
            vals = [None, None, None]
        cid = 'c-%03d' % (i + 1)
        att = tag == 'attacker_probe'
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                       'question': None if att else 'Where does %s work?' % v['N'], 'text': text,
                       'mentions': ment, 'belief': dict(zip(lv, vals))})
        marks[cid] = mark
    notes = lines('notes.txt')
    assert len(notes) == 60
    rng.shuffle(notes)
    ests = []
    for k, (style, adv, pc, cc, tpl) in enumerate(notes):
        sc = chosen[k % 20]
        lv, v = draw(rng, sc)
        text, _ = fill(tpl, v)
        for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
            eid = 'e-%03d' % (2 * k + 1 + j)
            lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            marks[eid] = '%s:%s:%s' % (adv, code, style)
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    os.makedirs('/tmp/blind93', exist_ok=True)
    json.dump(marks, open('/tmp/blind93/marks.json', 'w'), indent=0)
    print(len(claims), 'claims,', len(ests), 'estimates')


if __name__ == '__main__':
    main()
