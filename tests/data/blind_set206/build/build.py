"""Build set 206's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Seed 206: one seeded shuffle of the 300 claim templates and one of the 60 notes; scenarios in turn (entry number
modulo 20, over ref/set206_scenarios.json); one draw of units per text and one draw of the question per defender
message. A unit at the start of a sentence is redrawn until it opens with a capital. Names and units ending in s take
a bare apostrophe in the possessive. Labels by mark: L = A, B, C; M = A, B, null; T = A, null, null; X, N and
probes all-null; notes by their prior and current codes.
With --check: prints any unit name of the 20 trees or level-noun word in the fixed text (slots removed), unknown
slots, doubled stops and an article before a level-noun slot, and writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set206_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'department': 'department',
        'group': 'group', 'team': 'team', 'team_name': 'team', 'business_unit': 'business unit', 'project': 'project',
        'project_code': 'project', 'project_team': 'project team', 'project_group': 'project group',
        'company_division': 'company division'}
LEVEL_WORDS = {'company', 'corporation', 'division', 'department', 'group', 'team', 'business', 'unit', 'project',
               'companies', 'divisions', 'departments', 'groups', 'teams', 'projects', 'units'}
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             "Can you tell me {N}'s {L2}?"]


def read(name, n):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('|')
            assert len(p) == n, ln
            rows.append(p)
    return rows


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    return lv, u


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    while True:
        A = rng.choice(tops)
        mids = u[lv[1]].get(A, [])
        okm = [b for b in mids if len(u[lv[2]].get(b, [])) >= 3]
        if len(mids) < 2 or not okm or len(tops) < 2:
            continue
        B = rng.choice(okm)
        B2 = rng.choice([b for b in mids if b != B])
        C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
        A2 = rng.choice([a for a in tops if a != A])
        return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tpl, vals):
    def poss(m):
        v = vals[m.group(1)]
        return v + ("'" if v.endswith('s') else "'s")
    t = re.sub(r"\{(\w+)\}'s", poss, tpl)
    return re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], t)


def mentions(tpl, vals):
    out = []
    for s in re.findall(r'\{(\w+)\}', tpl):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and vals[s] not in out:
            out.append(vals[s])
    return out


def sentence_start_slots(tpl):
    return [m.group(1) for m in re.finditer(r'(?:^|[.!?]\s+)\{(\w+)\}', tpl)]


def label(code, v, levels):
    if code == 'U':
        return 'unscored'
    m = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
         'A?': [v['A'], '?', None], 'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
         'B?': [v['A'], v['B'], '?'], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
         'C3': [v['A'], v['B'], v['C3']]}[code]
    return dict(zip(levels, m))


def belief(mark, v, levels):
    m = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mark, [None] * 3)
    return dict(zip(levels, m))


def sources():
    claims = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    claims += [(g, m, t) for g, m, t in read('tags.txt', 3)]
    claims += [('attacker_probe', m, t) for m, t in read('attacker.txt', 2)]
    notes = read('notes.txt', 5)
    return claims, notes


def check():
    claims, notes = sources()
    names = set()
    for sc in SCEN:
        lv, u = tree(sc)
        names |= set(u[lv[0]])
        for li in (1, 2):
            for kids in u[lv[li]].values():
                names |= set(kids)
    texts = [t for _, _, t in claims] + [n[4] for n in notes]
    probs = 0
    for t in texts:
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for nm in names:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('UNIT NAME %r in: %s' % (nm, t)); probs += 1
        for w in re.findall(r"[A-Za-z]+", fixed):
            if w.lower() in LEVEL_WORDS:
                print('LEVEL WORD %r in: %s' % (w, t)); probs += 1
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('UNKNOWN SLOT %r in: %s' % (s, t)); probs += 1
        if '..' in t or ' ,' in t or '  ' in t:
            print('PUNCT in: %s' % t); probs += 1
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            print('ARTICLE before level slot in: %s' % t); probs += 1
    print('%d problems' % probs)


def build():
    rng = random.Random(206)
    claims, notes = sources()
    assert len(claims) == 300 and len(notes) == 60
    rng.shuffle(claims)
    rng.shuffle(notes)
    out, marks = [], {}
    for i, (tag, mark, tpl) in enumerate(claims):
        sc = SCEN[i % 20]
        lv, u = tree(sc)
        while True:
            v = draw(rng, sc)
            if all(v[s][:1].isupper() for s in sentence_start_slots(tpl) if s in v):
                break
        v['N'] = U[sc]['name']
        for k in range(3):
            v['L%d' % k] = NOUN[lv[k]]
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = fill(rng.choice(QUESTIONS), v) if speaker == 'defender' else None
        rid = 'c-%03d' % (i + 1)
        out.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                    'text': fill(tpl, v), 'mentions': mentions(tpl, v),
                    'belief': belief(mark if speaker == 'defender' else 'P', v, lv)})
        marks[rid] = {'mark': mark, 'template': tpl}
    ests, emarks = [], {}
    for i, (style, kind, pr, cu, tpl) in enumerate(notes):
        sc = SCEN[i % 20]
        lv, u = tree(sc)
        while True:
            v = draw(rng, sc)
            if all(v[s][:1].isupper() for s in sentence_start_slots(tpl) if s in v):
                break
        v['N'] = U[sc]['name']
        for k in range(3):
            v['L%d' % k] = NOUN[lv[k]]
        text = fill(tpl, v)
        for j, (kd, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kd, 'construction': style, 'text': text,
                         'label': label(code, v, lv)})
            emarks[rid] = {'style': style, 'note_kind': kind, 'code': code, 'template': tpl}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
    print('wrote %d claims, %d estimates' % (len(out), len(ests)))


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
