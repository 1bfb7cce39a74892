#!/usr/bin/env python3
"""Build set 121's claims.jsonl and estimates.jsonl from the hand-written templates (real.txt, tags.txt,
attacker.txt, notes.txt) and the 20 chosen universes (universes.json, written by choose.py).
Every value a text asserts is drawn here by a seeded generator (seed 121): per text, two top units (A, A2),
two middle siblings under A (B, B2) and the three lowest-level units under B (C, C2, C3), in a drawn order.
Level nouns follow set 53's rule (lowercase; a final _name/_code/_id stripped; '_' read as a space)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(SET, 'ref', 'set121_scenarios.json')))
PLURAL = {'company': 'companies'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return PLURAL.get(n, n + 's')


def read(name, ncol):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncol, (name, ln)
            rows.append(parts)
    return rows


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tpl, sc, lv, v):
    name = U[sc]['name']
    nouns = [noun(k) for k in lv]
    slots = dict(v)
    slots['N'] = name
    for i, L in enumerate('ABC'):
        slots['l' + L] = nouns[i]
        slots['l' + L + 's'] = plural(nouns[i])
    out, mentions, pos = [], [], 0
    for m in re.finditer(r'\{(\w+)\}', tpl):
        out.append(tpl[pos:m.start()])
        key = m.group(1)
        val = slots[key]
        if key in v and val not in mentions:
            mentions.append(val)
        out.append(val)
        pos = m.end()
        # a unit name ending in a full stop ("Aether Inc.") at a sentence end: one full stop
        if val.endswith('.') and tpl[pos:pos + 1] == '.':
            pos += 1
    out.append(tpl[pos:])
    return ''.join(out), mentions


def path(lv, v, spec):
    if spec == 'null':
        return {k: None for k in lv}
    if spec == 'unscored':
        return 'unscored'
    q = spec.endswith('?')
    s = spec.rstrip('?')
    u_lv = {'A': 0, 'A2': 0, 'B': 1, 'B2': 1, 'C': 2, 'C2': 2, 'C3': 2}[s]
    vals = [None, None, None]
    vals[u_lv] = v[s]
    if u_lv >= 1:
        vals[0] = v['A']
    if u_lv == 2:
        vals[1] = v['B']
    if q:
        vals[u_lv + 1] = '?'
    return dict(zip(lv, vals))


def main():
    rng = random.Random(121)
    items = []
    for mark, tpl in read('real.txt', 2):
        items.append(('realistic_reply', mark, tpl, 'defender'))
    for tag, mark, tpl in read('tags.txt', 3):
        items.append((tag, mark, tpl, 'defender'))
    for mark, tpl in read('attacker.txt', 2):
        items.append(('attacker_probe', mark, tpl, 'attacker'))
    assert len(items) == 300 and len({t[2] for t in items}) == 300
    rng.shuffle(items)
    claims, marks = [], {}
    for i, (tag, mark, tpl, spk) in enumerate(items):
        sc = CHOSEN[i % 20]
        lv, v = draw(rng, sc)
        text, mentions = fill(tpl, sc, lv, v)
        if mark == 'C':
            belief = path(lv, v, 'C')
        elif mark == 'B':
            belief = path(lv, v, 'B')
        elif mark == 'A':
            belief = path(lv, v, 'A')
        else:
            belief = path(lv, v, 'null')
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                       'question': 'Where does %s work?' % U[sc]['name'] if spk == 'defender' else None,
                       'text': text, 'mentions': mentions, 'belief': belief})
        marks[cid] = {'mark': mark, 'construction': tag, 'template': tpl}
    notes = read('notes.txt', 5)
    assert len(notes) == 60 and len({n[4] for n in notes}) == 60
    rng.shuffle(notes)
    ests = []
    for j, (style, adv, prior, current, tpl) in enumerate(notes):
        sc = CHOSEN[j % 20]
        lv, v = draw(rng, sc)
        text, _ = fill(tpl, sc, lv, v)
        for k, (kind, spec) in enumerate((('prior', prior), ('current', current))):
            eid = 'e-%03d' % (2 * j + k + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': path(lv, v, spec)})
            marks[eid] = {'adversarial': adv == '1', 'spec': spec, 'construction': style, 'template': tpl,
                          'values': v}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
    adv_c = sum(1 for r in claims if marks[r['id']]['mark'] == 'adv')
    adv_e = sum(1 for r in ests if marks[r['id']]['adversarial'])
    print('%d claims, %d estimates, %d adversarial claims, %d adversarial estimate records' % (
        len(claims), len(ests), adv_c, adv_e))


if __name__ == '__main__':
    main()
