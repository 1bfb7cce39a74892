"""Build set 205's claims.jsonl and estimates.jsonl from build/real.txt (mark|template), build/tags.txt
(tag|mark|template), build/attacker.txt (one probe a line) and build/notes.txt (style|adversarial|prior|current|note),
over the 20 universes of build/universes.json (ref/set205_scenarios.json order).
Every drawn value comes from random.Random(205): one shuffle of the 300 claim templates, one shuffle of the 60 notes,
one draw of units per text (A, A2, B, B2, C, C2, C3, always drawn in that order) and one draw of the question per
defender message; scenarios in turn (entry number modulo 20).
Marks: L commits A, B, C; M commits A, B, null; T commits A, null, null; X (adversarial), N (null) and probes are
all-null. Notes: prior and current codes N, A, A?, B, B?, C, C2, C3, B2, A2, U (unscored).
--check: prints problems (unit names or level-noun words in fixed text, unknown slots, an article before a level-noun
slot, unit names outside the mentions, style words) and writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(ROOT, 'ref', 'set205_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'organization': 'organization', 'division': 'division',
        'department': 'department', 'group': 'group', 'team': 'team', 'team_name': 'team', 'full_affiliation': 'team',
        'project': 'project', 'project_codename': 'project', 'component_name': 'component'}
LEVEL_WORDS = r'\b(compan(y|ies)|corporations?|organi[sz]ations?|divisions?|departments?|groups?|teams?|projects?|components?|affiliations?|business units?)\b'
STYLES = ['runup', 'polebend', 'swingup', 'rockback', 'clearance', 'bailout']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
ALLUNITS = set()
for s in U.values():
    u = s['universe']; lv = s['levels']
    ALLUNITS |= set(u[lv[0]])
    for li in (1, 2):
        for kids in u[lv[li]].values():
            ALLUNITS |= set(kids)

def read(name, n):
    out = []
    for line in open(os.path.join(HERE, name), encoding='utf-8'):
        line = line.rstrip('\n')
        if line.strip():
            out.append(line.split('|', n - 1) if n > 1 else [line])
    return out

def tree(sid):
    s = U[sid]; u = s['universe']; lv = s['levels']
    return s, u, lv

def draw(rng, sid):
    s, u, lv = tree(sid)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    Bs = list(u[lv[1]][A])
    B = rng.choice(Bs)
    B2 = rng.choice([x for x in Bs if x != B])
    Cs = list(u[lv[2]][B])
    C = rng.choice(Cs)
    C2, C3 = rng.sample([x for x in Cs if x != C], 2)
    return {'N': s['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': NOUN[lv[0].lower()], 'L1': NOUN[lv[1].lower()], 'L2': NOUN[lv[2].lower()]}

def fill(t, v):
    def rep(m):
        val = v[m.group(1)]
        poss = m.group(2)
        if poss:
            return val + ("'" if val.endswith('s') else "'s")
        return val
    out = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}('s)?", rep, t)
    return out[0].upper() + out[1:]

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C)\}', t):
        x = v[m.group(1)]
        if x not in out:
            out.append(x)
    return out

def fixed(t):
    return re.sub(r'\{[A-Z0-9]+\}', ' ', t)

def check_template(t, where, probs, style=None):
    for m in re.finditer(r'\{([^}]*)\}', t):
        if m.group(1) not in SLOTS:
            probs.append('%s: unknown slot %r' % (where, m.group(0)))
    if re.search(r'[{}]', re.sub(r'\{[A-Z0-9]+\}', '', t)):
        probs.append('%s: stray brace' % where)
    f = fixed(t)
    for un in ALLUNITS:
        for form in {un, un.replace('_', ' ')}:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(form), f, re.I):
                probs.append('%s: unit name %r in fixed text' % (where, un))
    m = re.search(LEVEL_WORDS, f, re.I)
    if m:
        probs.append('%s: level-noun word %r in fixed text' % (where, m.group(0)))
    if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
        probs.append('%s: article before a level-noun slot' % where)
    if style:
        for s in STYLES:
            n = len(re.findall(r'\b%s\b' % s, t, re.I))
            if s == style and n == 0:
                probs.append('%s: style word %s missing' % (where, s))
            if s != style and n:
                probs.append('%s: other style word %s' % (where, s))

def main():
    check = '--check' in sys.argv
    probs = []
    items = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    items += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
    items += [('attacker_probe', 'P', t[0]) for t in read('attacker.txt', 1)]
    notes = read('notes.txt', 5)
    assert len(items) == 300 and len(notes) == 60, (len(items), len(notes))
    for i, (tag, m, t) in enumerate(items):
        check_template(t, 'claim template %d (%s)' % (i, t[:40]), probs)
        if m == 'L' and '{C}' not in t: probs.append('L without C: ' + t)
        if m == 'M' and '{B}' not in t: probs.append('M without B: ' + t)
        if m == 'T' and '{A}' not in t: probs.append('T without A: ' + t)
    for i, (st, adv, pr, cu, t) in enumerate(notes):
        check_template(t, 'note %d (%s)' % (i, t[:40]), probs, style=st)
    rng = random.Random(205)
    rng.shuffle(items)
    rng.shuffle(notes)
    claims = []
    for i, (tag, m, t) in enumerate(items):
        sid = ORDER[i % 20]
        s, u, lv = tree(sid)
        v = draw(rng, sid)
        text = fill(t, v)
        men = mentions(t, v)
        if m == 'L': vals = [v['A'], v['B'], v['C']]
        elif m == 'M': vals = [v['A'], v['B'], None]
        elif m == 'T': vals = [v['A'], None, None]
        else: vals = [None, None, None]
        q = None if m == 'P' else fill(rng.choice(QUESTIONS), v)
        claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sid, 'speaker': 'attacker' if m == 'P' else 'defender',
                       'construction': tag, 'question': q, 'text': text, 'mentions': men,
                       'belief': dict(zip(lv, vals)), '_mark': m, '_t': t})
        rest = text
        for x in sorted(men, key=len, reverse=True):
            rest = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(x), ' ', rest)
        for un in ALLUNITS_OF(sid):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(un), rest):
                probs.append('%s: unit %r of the scenario outside mentions' % (claims[-1]['id'], un))
    ests = []
    for k, (st, adv, pr, cu, t) in enumerate(notes):
        sid = ORDER[k % 20]
        s, u, lv = tree(sid)
        v = draw(rng, sid)
        text = fill(t, v)
        def lab(code):
            if code == 'U': return 'unscored'
            m = {'N': [None] * 3, 'A': [v['A'], None, None], 'A?': [v['A'], '?', None], 'B': [v['A'], v['B'], None],
                 'B?': [v['A'], v['B'], '?'], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
                 'C3': [v['A'], v['B'], v['C3']], 'B2': [v['A'], v['B2'], None], 'A2': [v['A2'], None, None]}[code]
            return dict(zip(lv, m))
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            ests.append({'id': 'e-%03d' % (2 * k + j + 1), 'scenario': sid, 'kind': kind, 'construction': st,
                         'text': text, 'label': lab(code), '_adv': adv, '_code': code, '_t': t})
        for ch in '{}=<>`':
            if ch in text: probs.append('note %d has %r' % (k, ch))
    for p in probs:
        print('PROBLEM', p)
    print('%d problems' % len(probs))
    if check:
        return
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    json.dump({'claims': [{k: r[k] for k in ('id', '_mark', '_t')} for r in claims],
               'ests': [{k: r[k] for k in ('id', '_adv', '_code', '_t')} for r in ests]},
              open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)

def ALLUNITS_OF(sid):
    s, u, lv = tree(sid)
    out = set(u[lv[0]])
    for li in (1, 2):
        for kids in u[lv[li]].values():
            out |= set(kids)
    return out

main()
