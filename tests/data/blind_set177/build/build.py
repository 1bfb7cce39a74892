"""Builds set 177's claims.jsonl and estimates.jsonl from the letter-form sources in build/ (real.txt, tags.txt,
attacker.txt, notes.txt) and build/universes.json. Seed 177: one seeded shuffle of the 300 claim templates and one of
the 60 notes; scenarios in turn (entry number modulo 20); one draw of units per text, in a fixed order
(A, B, B2, C, C2, C3, A2), then one drawn question per defender message. With --check: prints any unit name of the
20 trees met in the fixed text of a template or note (whole word, case-insensitive) and any 'a'/'an' before a slot."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set177_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'organization': 'organization',
        'department': 'department', 'product_group': 'product group', 'group': 'group', 'project_name': 'project',
        'business_unit': 'business unit', 'team': 'team', 'team_name': 'team', 'repo_name': 'repo',
        'project': 'project', 'project_code': 'project'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')


def load(name, n):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8').read().split('\n'):
        if ln.strip():
            parts = ln.split('|')
            assert len(parts) == n, ln
            rows.append(parts)
    return rows


def templates():
    t = [('realistic_reply', 'defender', m, x) for m, x in load('real.txt', 2)]
    t += [(tag, 'defender', m, x) for tag, m, x in load('tags.txt', 3)]
    t += [('attacker_probe', 'attacker', m, x) for m, x in load('attacker.txt', 2)]
    return t


def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    a = rng.choice(tops)
    mids = list(u[lv[1]][a])
    b = rng.choice(mids)
    b2 = rng.choice([m for m in mids if m != b])
    lows = list(u[lv[2]][b])
    c = rng.choice(lows)
    c2, c3 = rng.sample([x for x in lows if x != c], 2)
    a2 = rng.choice([x for x in tops if x != a])
    return {'A': a, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3, 'A2': a2,
            'N': U[sc]['name'], 'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}


def fill(t, v):
    out = SLOT.sub(lambda m: v[m.group(1)], t)
    out = re.sub(r'(?<![.])\.\.(?![.])', '.', out)  # a doubled stop (none expected), ellipses kept
    return out


def mentions(t, v):
    seen = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if v[k] not in seen:
            seen.append(v[k])
    return seen


def path(sc, unit):
    lv = U[sc]['levels']
    u = U[sc]['universe']
    p = [None, None, None]
    if unit in u[lv[0]]:
        p[0] = unit
        return p
    for a, mids in u[lv[1]].items():
        if unit in mids:
            return [a, unit, None]
        for b in mids:
            if unit in u[lv[2]][b]:
                return [a, b, unit]
    raise KeyError(unit)


def belief(sc, mark, v):
    lv = U[sc]['levels']
    vals = {'L': path(sc, v['C']), 'M': path(sc, v['B']), 'T': path(sc, v['A'])}.get(mark, [None, None, None])
    return dict(zip(lv, vals))


def label(sc, code, v):
    lv = U[sc]['levels']
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = path(sc, v['B'])[:2] + ['?']
    else:
        vals = path(sc, v[code])
    return dict(zip(lv, vals))


def check():
    names = set()
    for sc in SCEN:
        u = U[sc]['universe']
        lv = U[sc]['levels']
        names |= set(u[lv[0]])
        for lst in list(u[lv[1]].values()) + list(u[lv[2]].values()):
            names |= set(lst)
    texts = [x for *_, x in templates()] + [r[4] for r in load('notes.txt', 5)] + QUESTIONS
    for t in texts:
        fixed = SLOT.sub(' ', t)
        for nm in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('unit name %r in: %s' % (nm, t))
        if re.search(r'\b(a|an|A|An)\s+\{', t):
            print('article before slot: %s' % t)


def main():
    rng = random.Random(177)
    T = templates()
    assert len(T) == 300
    rng.shuffle(T)
    claims, marks = [], {}
    for i, (tag, spk, mark, t) in enumerate(T):
        sc = SCEN[i % 20]
        v = draw(rng, sc)
        q = fill(rng.choice(QUESTIONS), v) if spk == 'defender' else None
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': fill(t, v), 'mentions': mentions(t, v), 'belief': belief(sc, mark if spk == 'defender' else 'X', v)})
        marks[rid] = {'mark': mark, 'template': t}
    notes = load('notes.txt', 5)
    rng.shuffle(notes)
    ests = []
    for k, (style, adv, pr, cu, t) in enumerate(notes):
        sc = SCEN[k % 20]
        v = draw(rng, sc)
        text = fill(t, v)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * k + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': label(sc, code, v)})
            marks[rid] = {'adv': adv, 'code': code, 'template': t}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)


if __name__ == '__main__':
    check() if '--check' in sys.argv else main()
