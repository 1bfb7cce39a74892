"""Build set 207's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (templates in letter form with {slots}). Every drawn value comes from random.Random(207): one shuffle
of the 300 claim templates, one shuffle of the 60 notes, then per claim one draw of units and, for a defender message, one draw of the question; then per note
one draw of units. Scenarios in turn (entry number modulo 20, in the order of ref/set207_scenarios.json).
Labels by mark: L -> A, B, C; M -> A, B, null; T -> A, null, null; X, N, P -> all-null. Notes by their prior and
current codes (N, A, B, C, A2, B2, C2, C3, A?, B?, U). Writes claims.jsonl, estimates.jsonl and build/marks.json.
With --check: prints unit names of the 20 trees and level-noun words found in the fixed text, unknown slots, and an
"a" or "an" before a level-noun slot; writes nothing."""
import json, os, random, re, sys
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
UNI = json.load(open(os.path.join(B, 'universes.json')))
ORDER = json.load(open(os.path.join(H, 'ref', 'set207_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'product_group': 'product group', 'project_name': 'project', 'repo_name': 'repository', 'company': 'company',
        'group': 'group', 'project': 'project', 'business_unit': 'business unit', 'corporation': 'corporation',
        'project_code': 'project'}
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def rows(name, n):
    out = []
    for ln in open(os.path.join(B, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            out.append(ln.split('|', n - 1))
    return out


REAL = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
TAGS = [(g, m, t) for g, m, t in rows('tags.txt', 3)]
ATT = [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
NOTES = rows('notes.txt', 5)
ALL_NAMES = set()
for v in UNI.values():
    u = v['universe']
    lv = list(u)
    ALL_NAMES |= set(u[lv[0]])
    for l in lv[1:]:
        for kids in u[l].values():
            ALL_NAMES |= set(kids)
LEVEL_WORDS = ['division', 'divisions', 'department', 'departments', 'team', 'teams', 'group', 'groups', 'project',
               'projects', 'company', 'companies', 'corporation', 'corporations', 'repository', 'repositories',
               'business unit', 'business units', 'product group', 'organization', 'organisation']


def check():
    probs = 0
    names = sorted(ALL_NAMES, key=len, reverse=True)
    for src, t in [(r[0], r[2]) for r in REAL + TAGS + ATT] + [(n[0], n[4]) for n in NOTES]:
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, '|', t); probs += 1
        fixed = re.sub(r'\{[^}]*\}', ' ', t).lower()
        for nm in names:
            for form in {nm.lower(), nm.lower().replace('_', ' ')}:
                if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(form), fixed):
                    print('unit name %r in fixed text |' % nm, t); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, fixed):
                print('level-noun word %r |' % w, t); probs += 1
        if re.search(r'(?i)\b(a|an)\s+\{L[012]\}', t):
            print('article before level slot |', t); probs += 1
    print(probs, 'problems')


def draw(rng, sc):
    u = UNI[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    Bx = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != Bx])
    lows = list(u[lv[2]][Bx])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'A': A, 'A2': A2, 'B': Bx, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def poss(x):
    return x + ("'" if x.endswith('s') else "'s")


def fill(t, vals):
    t = re.sub(r"\{(\w+)\}'s", lambda m: poss(vals[m.group(1)]), t)
    return re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], t)


def slot_order(t):
    out = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and s not in out:
            out.append(s)
    return out


def values(sc, units):
    u = UNI[sc]['universe']
    lv = list(u)
    v = dict(units)
    v['N'] = UNI[sc]['name']
    v['L0'], v['L1'], v['L2'] = (NOUN[k] for k in lv)
    return v, lv


def code_label(code, un, lv):
    if code == 'U':
        return 'unscored'
    m = {'N': (None, None, None), 'A': (un['A'], None, None), 'B': (un['A'], un['B'], None),
         'C': (un['A'], un['B'], un['C']), 'A2': (un['A2'], None, None), 'B2': (un['A'], un['B2'], None),
         'C2': (un['A'], un['B'], un['C2']), 'C3': (un['A'], un['B'], un['C3']), 'A?': (un['A'], '?', None),
         'B?': (un['A'], un['B'], '?')}[code]
    return dict(zip(lv, m))


def build():
    rng = random.Random(207)
    claims_src = REAL + TAGS + ATT
    assert len(claims_src) == 300 and len(NOTES) == 60
    rng.shuffle(claims_src)
    notes = list(NOTES)
    rng.shuffle(notes)
    claims, marks = [], {}
    for i, (tag, mark, t) in enumerate(claims_src):
        sc = ORDER[i % 20]
        un = draw(rng, sc)
        v, lv = values(sc, un)
        text = fill(t, v)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = fill(rng.choice(QUESTIONS), v) if speaker == 'defender' else None
        ments = [un[s] for s in slot_order(t)]
        bel = {'L': (un['A'], un['B'], un['C']), 'M': (un['A'], un['B'], None), 'T': (un['A'], None, None)}.get(mark, (None, None, None))
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': text, 'mentions': ments, 'belief': dict(zip(lv, bel))})
        marks[cid] = {'mark': mark, 'template': t}
    ests = []
    for k, (style, adv, pr, cu, t) in enumerate(notes):
        sc = ORDER[k % 20]
        un = draw(rng, sc)
        v, lv = values(sc, un)
        text = fill(t, v)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * k + j + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': code_label(code, un, lv)})
            marks[eid] = {'adv': adv, 'code': code, 'template': t, 'style': style}
    with open(os.path.join(H, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(H, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=0)


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
