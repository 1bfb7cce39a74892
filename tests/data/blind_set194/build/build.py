"""Build set 194's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Letter form: N target's first name; A drawn top unit, A2 another top unit; B a middle unit under A, B2 another
under A; C a lowest unit under B, C2 and C3 its siblings; L0, L1, L2 the level nouns (L1s, L2s plurals).
A bare A followed by a lower-case word other than and/is/without is the English article, not a slot.
Every drawn value comes from random.Random(194): one shuffle of the 300 claim templates, one of the 60 notes;
scenarios in turn (entry number modulo 20); one draw of units per text (redrawn from the same generator while
the text would open with a lower-case letter) and one draw of the question per defender message.
--check: print unit names of the 20 trees and level-noun words found in the fixed text, doubled stops, slots left."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set194_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'group': 'group', 'project': 'project',
        'project_code': 'project', 'business_unit': 'business unit', 'project_team': 'project team',
        'company': 'company', 'corporation': 'corporation', 'team_name': 'team'}
LEVEL_WORDS = ['division', 'divisions', 'department', 'departments', 'team', 'teams', 'group', 'groups', 'project',
               'projects', 'company', 'companies', 'corporation', 'corporations', 'business unit', 'business units',
               'project team', 'project teams']
QUESTIONS = ['Which L2 is N in?', 'Where does N work?', 'Which L1 does N belong to?', "Can you tell me N's L2?"]
SLOT = re.compile(r"\b(N|A2|A|B2|B|C2|C3|C|L0|L1s|L2s|L1|L2)\b(?!-)")


def is_slot(tpl, m):
    if m.group(1) != 'A':
        return True
    nxt = re.match(r' ([a-z]+)', tpl[m.end():])
    return not nxt or nxt.group(1) in ('and', 'is', 'without')


def slots(tpl):
    return [m for m in SLOT.finditer(tpl) if is_slot(tpl, m)]


def read(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split('|', n - 1) if n > 1 else [ln])
    return out


def draw(rng, sc):
    t = U[sc]['tree']; lv = U[sc]['levels']
    tops = t[lv[0]]
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = t[lv[1]][A]; B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = t[lv[2]][B]; C = rng.choice(lows); C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tpl, sc, units):
    lv = U[sc]['levels']
    nouns = {'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}
    nouns.update({'L0s': nouns['L0'] + 's', 'L1s': nouns['L1'] + 's', 'L2s': nouns['L2'] + 's'})
    out, pos, order = [], 0, []
    for m in slots(tpl):
        k = m.group(1)
        out.append(tpl[pos:m.start()])
        if k == 'N':
            v = U[sc]['name']
        elif k in nouns:
            v = nouns[k]
            before = ''.join(out).rstrip()
            if not before or before[-1] in '.?!':
                v = v[0].upper() + v[1:]
        else:
            v = units[k]
            if v not in order:
                order.append(v)
        pos = m.end()
        if k not in ('L0', 'L1', 'L2', 'L1s', 'L2s') and tpl[pos:pos + 2] == "'s" and v.endswith('s'):
            out.append(v + "'"); pos += 2
        else:
            out.append(v)
    out.append(tpl[pos:])
    return ''.join(out), order


def anc(sc, u):
    t = U[sc]['tree']; lv = U[sc]['levels']
    if u in t[lv[0]]:
        return [u, None, None]
    for a in t[lv[0]]:
        if u in t[lv[1]][a]:
            return [a, u, None]
        for b in t[lv[1]][a]:
            if u in t[lv[2]][b]:
                return [a, b, u]
    raise KeyError(u)


def main():
    rng = random.Random(194)
    real = [('realistic_reply', m, x) for m, x in read('real.txt', 2)]
    tags = [(t, m, x) for t, m, x in read('tags.txt', 3)]
    att = [('attacker_probe', 'P', x[0]) for x in read('attacker.txt', 1)]
    notes = read('notes.txt', 5)
    allc = real + tags + att
    assert len(allc) == 300 and len(notes) == 60, (len(allc), len(notes))
    if '--check' in sys.argv:
        names = set()
        for v in U.values():
            t = v['tree']; lv = v['levels']
            names |= set(t[lv[0]]) | {k for d in (t[lv[1]], t[lv[2]]) for ks in d.values() for k in ks}
        for _, _, x in allc + [(n[0], n[3], n[4]) for n in notes]:
            fixed = x
            for m in reversed(slots(x)):
                fixed = fixed[:m.start()] + ' ' + fixed[m.end():]
            for w in sorted(names) + LEVEL_WORDS:
                if re.search(r'(?<!\w)%s(?!\w)' % re.escape(w), fixed, re.I):
                    print('WORD %r in: %s' % (w, x))
            if '..' in x or re.search(r'[{}]', x):
                print('STOPS/BRACES:', x)
        return
    order = list(range(300)); rng.shuffle(order)
    claims, marks = [], {}
    for i, k in enumerate(order):
        tag, mark, tpl = allc[k]
        sc = SCEN[i % 20]; lv = U[sc]['levels']
        while True:
            units = draw(rng, sc)
            text, ment = fill(tpl, sc, units)
            if text[:1].isupper():
                break
        if mark == 'L':
            vals = anc(sc, units['C'])
        elif mark == 'M':
            vals = [units['A'], units['B'], None]
        elif mark == 'T':
            vals = [units['A'], None, None]
        else:
            vals = [None, None, None]
        q = None
        if tag != 'attacker_probe':
            q, _ = fill(rng.choice(QUESTIONS), sc, units)
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                       'construction': tag, 'question': q, 'text': text, 'mentions': ment,
                       'belief': dict(zip(lv, vals))})
        marks[rid] = {'mark': mark, 'template': tpl, 'units': units,
                      'adversarial': mark == 'X' or (mark == 'P' and bool(ment))}
    norder = list(range(60)); rng.shuffle(norder)
    ests = []
    for j, k in enumerate(norder):
        style, pri, cur, adv, tpl = notes[k]
        sc = SCEN[j % 20]; lv = U[sc]['levels']
        while True:
            units = draw(rng, sc)
            text, ment = fill(tpl, sc, units)
            if text[:1].isupper():
                break

        def lab(code):
            if code == 'U':
                return 'unscored'
            if code == 'N':
                v = [None, None, None]
            elif code in ('A', 'A2'):
                v = [units[code], None, None]
            elif code == 'A?':
                v = [units['A'], '?', None]
            elif code == 'B?':
                v = [units['A'], units['B'], '?']
            else:
                v = anc(sc, units[code])
            return dict(zip(lv, v))
        for kind, code in (('prior', pri), ('current', cur)):
            rid = 'e-%03d' % (len(ests) + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': lab(code)})
            marks[rid] = {'code': code, 'template': tpl, 'units': units, 'adv': adv, 'mentions': ment}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)


main()
