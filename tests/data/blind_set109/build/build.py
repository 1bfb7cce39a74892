#!/usr/bin/env python3
"""Builds set 109's claims.jsonl and estimates.jsonl from the hand-written templates (real.txt, tags.txt,
attacker.txt, notes.txt) and the chosen universes (universes.json, ref/scenario_choices.json).
Every value a text asserts is chosen here by a seeded generator (seed 109), one draw per text: two top units
(A, A2), two middle siblings under A (B, B2) and the three lowest-level units under B (C, C2, C3).
Marks: C / B / A commit at that unit (belief: the unit and its tree parents, null below); X adversarial
(all-null, a unit mentioned); N and P null (all-null, no unit mentioned). Note labels: '-' all-null,
'U' unscored, a unit code, or 'A?' / 'B?' (that unit with '?' on the next level down, null below)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json'), encoding='utf-8'))
CHOSEN = [c['scenario'] for c in json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))['chosen']]
SEED = 109
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def read(name, ncols):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('\t')
            assert len(parts) == ncols, (name, ln)
            rows.append(parts)
    return rows


def draw(rng, sc):
    u = U[sc]
    lv = u['levels']
    t = u['tree']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    B, B2 = rng.sample(list(t[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[lv[2]][B]), 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tpl, sc, units):
    u = U[sc]
    lv = u['levels']
    vals = dict(units)
    vals['N'] = u['name']
    for k, key in zip('ABC', lv):
        vals['l' + k] = noun(key)
        vals['l' + k + 's'] = plural(noun(key))
    mentions = []
    for m in SLOT.finditer(tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and units[s] not in mentions:
            mentions.append(units[s])
    text = SLOT.sub(lambda m: vals[m.group(1)], tpl)
    text = text.replace('Inc..', 'Inc.')
    return text, mentions


def path(sc, units, code):
    lv = U[sc]['levels']
    if code in ('-', 'N', 'X', 'P'):
        return {k: None for k in lv}
    q = code.endswith('?')
    c = code.rstrip('?')
    if c.startswith('A'):
        v = [units[c], '?' if q else None, None]
    elif c.startswith('B'):
        v = [units['A'] if c == 'B' else units['A'], units[c], '?' if q else None]
    else:
        v = [units['A'], units['B'], units[c]]
    return dict(zip(lv, v))


def main():
    rng = random.Random(SEED)
    items = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    items += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
    items += [('attacker_probe', m, t) for m, t in read('attacker.txt', 2)]
    assert len(items) == 300
    rng.shuffle(items)
    claims, marks = [], {}
    for i, (tag, mark, tpl) in enumerate(items):
        sc = CHOSEN[i % 20]
        units = draw(rng, sc)
        text, mentions = fill(tpl, sc, units)
        rid = 'c-%03d' % (i + 1)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        belief = path(sc, units, mark if mark in ('A', 'B', 'C') else '-')
        claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag,
                       'question': None if speaker == 'attacker' else 'Where does %s work?' % U[sc]['name'],
                       'text': text, 'mentions': mentions, 'belief': belief})
        marks[rid] = {'mark': mark, 'tag': tag, 'template': tpl, 'units': units}
    notes = read('notes.txt', 5)
    assert len(notes) == 60
    rng.shuffle(notes)
    ests = []
    for i, (style, adv, prior, current, tpl) in enumerate(notes):
        sc = CHOSEN[i % 20]
        units = draw(rng, sc)
        text, _ = fill(tpl, sc, units)
        for j, (kind, code) in enumerate((('prior', prior), ('current', current))):
            rid = 'e-%03d' % (2 * i + j + 1)
            lab = 'unscored' if code == 'U' else path(sc, units, code)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            marks[rid] = {'adv': adv == '1', 'code': code, 'style': style, 'template': tpl, 'units': units}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w', encoding='utf-8'), indent=1, ensure_ascii=False)
    adv_c = sum(1 for k, v in marks.items() if k.startswith('c-') and v['mark'] == 'X')
    adv_e = sum(1 for k, v in marks.items() if k.startswith('e-') and v['adv'])
    print('claims', len(claims), 'estimates', len(ests), 'adversarial claims', adv_c, 'adversarial estimate records', adv_e)


if __name__ == '__main__':
    main()
