"""Build set 181's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Every drawn value comes from random.Random(181): one seeded shuffle of the 300 claim templates and one of the
60 notes; scenarios in turn (entry number modulo 20, in ref/set181_scenarios.json order); one draw of units
per text; level nouns from the level keys. With --check: prints any unit name of the 20 trees met in fixed
text (whole word, case-insensitive), any "a"/"an" before a slot, any doubled stop, and exits."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set181_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project', 'business_unit': 'business unit',
        'project_team': 'project team', 'project_group': 'project group', 'company_division': 'company division'}
QUESTIONS = ['Which L2 is N in?', 'Where does N work?', 'Which L1 does N belong to?', "Can you tell me N's L2?"]
SLOT = re.compile(r"\b(N|A2|B2|C2|C3|L0|L1|L2|B|C)\b|\bA\b(?!\s+(?!and\b|employs\b|is\b|or\b|without\b)[a-z])")


def noun(k):
    return NOUN.get(k, k.replace('_', ' '))


def read(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            parts = ln.split('|', n - 1)
            assert len(parts) == n, ln
            out.append(parts)
    return out


def sources():
    claims = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    claims += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
    claims += [('attacker_probe', 'P' if m == 'X' else 'Q', t) for m, t in read('attacker.txt', 2)]
    notes = [tuple(x) for x in read('notes.txt', 5)]
    return claims, notes


def units(sc, rng):
    lv = U[sc]['levels']
    t = U[sc]['universe']
    tops = list(t[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(t[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(t[lv[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1],
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}


def fill(text, sc, u):
    mentions = []
    out = []
    pos = 0
    for m in SLOT.finditer(text):
        k = m.group(0)
        out.append(text[pos:m.start()])
        if k == 'N':
            v = U[sc]['name']
        else:
            v = u[k]
            if k[0] in 'ABC' and v not in mentions:
                mentions.append(v)
        if v.endswith('.') and text[m.end():m.end() + 1] == '.':
            v = v[:-1]
        out.append(v)
        pos = m.end()
    out.append(text[pos:])
    return ''.join(out), mentions


def fixed_text(text):
    return SLOT.sub(' ', text)


def check(claims, notes):
    names = set()
    for sc in U:
        t = U[sc]['universe']
        lv = U[sc]['levels']
        names |= set(t[lv[0]])
        for li in (1, 2):
            for kids in t[lv[li]].values():
                names |= set(kids)
    bad = 0
    for _, _, t in claims + [(a, b, e) for a, b, c, d, e in notes]:
        f = fixed_text(t)
        for n in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), f, re.I):
                print('unit name %r in fixed text: %s' % (n, t)); bad += 1
        if re.search(r'\b(a|an|A|An)\s+(A2?|B2?|C[23]?|L[012])\b(?!\s+(and|employs|is|or|without)\b)', t):
            print('article before slot: %s' % t); bad += 1
        if '..' in t:
            print('doubled stop: %s' % t); bad += 1
        if re.search(r'(^|[.!?]\s+)L[012]\b', t):
            print('level noun opens a sentence: %s' % t); bad += 1
    print('check: %d problems' % bad)


def level_values(code, u):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        return [None, None, None]
    if code in ('A', 'A2'):
        return [u[code], None, None]
    if code == 'A?':
        return [u['A'], '?', None]
    if code in ('B', 'B2'):
        return [u['A'], u[code], None]
    if code == 'B?':
        return [u['A'], u['B'], '?']
    return [u['A'], u['B'], u[code]]


def main():
    claims, notes = sources()
    if '--check' in sys.argv:
        check(claims, notes)
        return
    rng = random.Random(181)
    order = list(range(len(claims)))
    rng.shuffle(order)
    norder = list(range(len(notes)))
    rng.shuffle(norder)
    out, marks = [], {}
    for i, k in enumerate(order):
        tag, mark, tmpl = claims[k]
        sc = SCEN[i % 20]
        u = units(sc, rng)
        text, mentions = fill(tmpl, sc, u)
        lv = U[sc]['levels']
        vals = {'L': [u['A'], u['B'], u['C']], 'M': [u['A'], u['B'], None], 'T': [u['A'], None, None]}.get(mark, [None] * 3)
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None
        if spk == 'defender':
            qf, _ = fill(rng.choice(QUESTIONS), sc, u)
            q = qf
        rid = 'c-%03d' % (i + 1)
        out.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                    'mentions': mentions, 'belief': dict(zip(lv, vals))})
        marks[rid] = {'mark': mark, 'template': tmpl, 'units': u}
    eout = []
    for i, k in enumerate(norder):
        style, adv, prior, current, tmpl = notes[k]
        sc = SCEN[i % 20]
        u = units(sc, rng)
        text, _ = fill(tmpl, sc, u)
        lv = U[sc]['levels']
        for j, (kind, code) in enumerate((('prior', prior), ('current', current))):
            lab = level_values(code, u)
            rid = 'e-%03d' % (2 * i + j + 1)
            eout.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
            marks[rid] = {'adv': adv == '1', 'code': code, 'template': tmpl, 'units': u, 'style': style}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in eout:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0, ensure_ascii=False)
    print('wrote %d claims, %d estimates' % (len(out), len(eout)))


if __name__ == '__main__':
    main()
