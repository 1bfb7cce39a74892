"""Build set 185's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Every drawn value comes from random.Random(185): one shuffle of the 300 claim templates, one of the 60 notes,
scenarios in turn (entry number modulo 20, in the order of ref/set185_scenarios.json), one draw of units per text.
python3 build.py --check prints problems only (unit names in fixed text, articles before slots, doubled stops)."""
import json, os, re, random, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set185_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'team': 'team', 'team_name': 'team', 'corporation': 'corporation',
        'group': 'group', 'Division': 'division', 'Department': 'department', 'department': 'department',
        'full_affiliation': 'team', 'project': 'project', 'project_codename': 'project', 'component_name': 'component',
        'organization': 'organization'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')


def read(name):
    return [ln.rstrip('\n').split('|') for ln in open(os.path.join(HERE, name), encoding='utf-8') if ln.strip()]


def templates():
    t = [('realistic_reply', m, x) for m, x in read('real.txt')]
    t += [(tag, m, x) for tag, m, x in read('tags.txt')]
    t += [('attacker_probe', 'P', x[0]) for x in read('attacker.txt')]
    return t


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1]}


def fill(tpl, sc, units):
    lv, u = tree(sc)
    vals = dict(units)
    vals['N'] = U[sc]['name']
    for k in range(3):
        vals['L%d' % k] = NOUN[lv[k]]
    order = []

    def rep(m):
        k = m.group(1)
        if k in UNIT_SLOTS and vals[k] not in order:
            order.append(vals[k])
        v = vals[k]
        if k.startswith('L'):
            pre = tpl[:m.start()]
            if not pre.strip() or re.search(r'[.!?]\s*$', pre):
                v = v[0].upper() + v[1:]
        return v
    txt = SLOT.sub(rep, tpl)
    # a/an before a level noun
    for k in range(3):
        n = NOUN[lv[k]]
        art = 'an' if n[0] in 'aeiou' else 'a'
        txt = re.sub(r'\b([Aa])n? (%s)\b' % n, lambda m: (art if m.group(1) == 'a' else art.capitalize()) + ' ' + m.group(2), txt)
    return txt, order


def belief(sc, mark, units):
    lv, u = tree(sc)
    v = {'L': [units['A'], units['B'], units['C']], 'M': [units['A'], units['B'], None],
         'T': [units['A'], None, None]}.get(mark, [None, None, None])
    return dict(zip(lv, v))


def label(sc, code, units):
    lv, u = tree(sc)
    if code == 'U':
        return 'unscored'
    A, B = units['A'], units['B']
    m = {'N': [None, None, None], 'A': [A, None, None], 'A2': [units['A2'], None, None], 'B': [A, B, None],
         'B2': [A, units['B2'], None], 'C': [A, B, units['C']], 'C2': [A, B, units['C2']], 'C3': [A, B, units['C3']],
         'A?': [A, '?', None], 'B?': [A, B, '?']}[code]
    return dict(zip(lv, m))


def check():
    names = set()
    for sc in U:
        lv, u = tree(sc)
        names.update(u[lv[0]])
        for k in (1, 2):
            for p, kids in u[lv[k]].items():
                names.update(kids)
    probs = 0
    srcs = [(x[0] + '|' + x[1], x[2]) for x in templates()] + [('note ' + x[0], x[4]) for x in read('notes.txt')]
    for where, tpl in srcs:
        fixed = SLOT.sub(' ', tpl)
        for n in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), fixed, re.I):
                print('unit name %r in fixed text (%s): %s' % (n, where, tpl)); probs += 1
        if re.search(r'\b[Aa]n? \{(A2?|B2?|C[23]?|N)\}', tpl):
            print('article before a slot (%s): %s' % (where, tpl)); probs += 1
        if re.search(r'\.\.|\?\.|!\.|\.\?', tpl):
            print('doubled stop (%s): %s' % (where, tpl)); probs += 1
    return probs


def main():
    if '--check' in sys.argv:
        check()
        return
    rng = random.Random(185)
    tpls = templates()
    assert len(tpls) == 300, len(tpls)
    rng.shuffle(tpls)
    notes = read('notes.txt')
    assert len(notes) == 60
    rng.shuffle(notes)
    claims, marks = [], {}
    for i, (tag, mark, tpl) in enumerate(tpls):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        txt, order = fill(tpl, sc, units)
        q = None
        if tag != 'attacker_probe':
            q = fill(rng.choice(QUESTIONS), sc, units)[0]
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                       'construction': tag, 'question': q, 'text': txt, 'mentions': order,
                       'belief': belief(sc, mark, units)})
        adv = (mark == 'X') or (mark == 'P' and bool(order))
        marks[cid] = {'mark': mark, 'template': tpl, 'adversarial': adv, 'units': units}
    ests = []
    n = 0
    for i, (style, adv, prior, current, tpl) in enumerate(notes):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        txt, order = fill(tpl, sc, units)
        for kind, code in (('prior', prior), ('current', current)):
            n += 1
            eid = 'e-%03d' % n
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt,
                         'label': label(sc, code, units)})
            marks[eid] = {'style': style, 'adversarial': adv == '1', 'code': code, 'template': tpl, 'units': units,
                          'prior': prior, 'current': current}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)


if __name__ == '__main__':
    main()
