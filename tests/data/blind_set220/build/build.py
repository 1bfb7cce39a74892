"""Build set 220's claims.jsonl and estimates.jsonl from build/real.txt (mark|template), build/tags.txt
(tag|mark|template), build/probes.txt and build/notes.txt (style|adversarial kind|prior|current|note), with the
universes of build/universes.json. Every drawn value comes from random.Random(220): one shuffle of the 300 claim
templates, one of the 60 notes, then per text one draw of units (A, A2, B, B2, C, C2, C3) and per defender message one
of the four question forms; scenarios in turn (entry number modulo 20).
Marks: L committing at the lowest level (belief A, B, C), M at the middle (A, B, null), T at the top (A, null, null),
X adversarial and Z null (all-null); probes all-null with a null question. Note codes: N all-null, A/A2 (x, null,
null), B/B2 (A, x, null), C/C2/C3 (A, B, x), A? (A, ?, null), B? (A, B, ?), U unscored.
--check: no unit name of the 20 trees (whole words, any case, underscores read as spaces) and no level-noun word in
any fixed text, no unknown slot, every note naming its style word and no other; prints problems and exits 1."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set220_scenarios.json')))
STYLES = ['climbout', 'spiraldive', 'reverselaunch', 'ridgesoaring', 'bigears', 'cloudsuck']
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_codename': 'project', 'component_name': 'component',
        'full_affiliation': 'affiliation'}
LEVEL_WORDS = {'team', 'teams', 'division', 'divisions', 'department', 'departments', 'group', 'groups', 'project',
               'projects', 'company', 'companies', 'corporation', 'corporations', 'organization', 'organizations',
               'organisation', 'component', 'components', 'affiliation', 'affiliations', 'codename', 'unit', 'units'}
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']


def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


real = [('realistic_reply',) + tuple(l.split('|', 1)) for l in lines('real.txt')]
tags = [tuple(l.split('|', 2)) for l in lines('tags.txt')]
probes = [('attacker_probe', 'P', l) for l in lines('probes.txt')]
notes = [tuple(l.split('|', 4)) for l in lines('notes.txt')]
assert len(real) == 184 and len(tags) == 96 and len(probes) == 20 and len(notes) == 60


def noun(level):
    return NOUN.get(level, level).lower().replace('_', ' ')


def check():
    probs = []
    names = set()
    for sc in U.values():
        u = sc['universe']
        lv = list(u)
        names.update(u[lv[0]])
        for li in (1, 2):
            for p, kids in u[lv[li]].items():
                names.update(kids)
    names = {n.replace('_', ' ').lower() for n in names}
    items = [(t, m, x) for t, m, x in real + tags + probes] + [(s, 'note', x) for s, _, _, _, x in notes]
    for t, m, x in items:
        for s in re.findall(r'\{(\w+)\}', x):
            if s not in SLOTS:
                probs.append('unknown slot %s in %r' % (s, x))
        fixed = re.sub(r'\{\w+\}', ' ', x).lower()
        for n in names:
            if re.search(r'(?<![\w])%s(?![\w])' % re.escape(n), fixed):
                probs.append('unit name %r in fixed text: %r' % (n, x))
        for w in re.findall(r"[a-z]+", fixed):
            if w in LEVEL_WORDS:
                probs.append('level noun %r in fixed text: %r' % (w, x))
        if m == 'note':
            if not re.search(r'(?i)\b%s\b' % t, x):
                probs.append('note lacks its style word: %r' % x)
            for s2 in STYLES:
                if s2 != t and re.search(r'(?i)\b%s\b' % s2, x):
                    probs.append('note names another style %s: %r' % (s2, x))
        if m in ('X', 'P') and t != 'attacker_probe' and not re.search(r'\{(A2?|B2?|C[23]?)\}', x):
            probs.append('adversarial text without a unit slot: %r' % x)
        if m == 'Z' and re.search(r'\{(A2?|B2?|C[23]?)\}', x):
            probs.append('null text with a unit slot: %r' % x)
        if m == 'L' and '{C}' not in x or m == 'M' and ('{B}' not in x or '{C' in x) or m == 'T' and ('{A}' not in x or '{B' in x or '{C' in x):
            probs.append('committing slot missing or lower slot present: %r' % x)
    for p in probs:
        print(p)
    print(len(probs), 'problems')
    return not probs


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([l for l in lows if l != C], 2)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)


def fill(x, sc, units):
    lv = U[sc]['levels']
    val = dict(units)
    val['N'] = U[sc]['name']
    for i in range(3):
        val['L%d' % i] = noun(lv[i])

    def poss(m):
        v = val[m.group(1)]
        return v + ("'" if v.endswith('s') else "'s")
    x = re.sub(r"\{(\w+)\}'s\b", poss, x)
    x = re.sub(r'\{(\w+)\}', lambda m: val[m.group(1)], x)
    return x[0].upper() + x[1:]


def mentions(x, units):
    out = []
    for s in re.findall(r'\{(\w+)\}', x):
        if s in UNIT_SLOTS and units[s] not in out:
            out.append(units[s])
    return out


def code_vals(code, un):
    return {'N': [None, None, None], 'A': [un['A'], None, None], 'A2': [un['A2'], None, None],
            'B': [un['A'], un['B'], None], 'B2': [un['A'], un['B2'], None],
            'C': [un['A'], un['B'], un['C']], 'C2': [un['A'], un['B'], un['C2']], 'C3': [un['A'], un['B'], un['C3']],
            'A?': [un['A'], '?', None], 'B?': [un['A'], un['B'], '?'], 'U': 'unscored'}[code]


QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             "Can you tell me {N}'s {L2}?"]


def build():
    rng = random.Random(220)
    items = real + tags + probes
    rng.shuffle(items)
    nl = list(notes)
    rng.shuffle(nl)
    claims, ests = [], []
    for i, (tag, mark, x) in enumerate(items):
        sc = SCEN[i % 20]
        un = draw(rng, sc)
        lv = U[sc]['levels']
        if mark == 'L':
            b = [un['A'], un['B'], un['C']]
        elif mark == 'M':
            b = [un['A'], un['B'], None]
        elif mark == 'T':
            b = [un['A'], None, None]
        else:
            b = [None, None, None]
        q = None
        if mark != 'P':
            q = fill(rng.choice(QUESTIONS), sc, un)
        claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': 'attacker' if mark == 'P' else 'defender',
                       'construction': tag, 'question': q, 'text': fill(x, sc, un), 'mentions': mentions(x, un),
                       'belief': dict(zip(lv, b)), '_mark': mark, '_tpl': x})
    for i, (style, adv, prior, current, x) in enumerate(nl):
        sc = SCEN[i % 20]
        un = draw(rng, sc)
        lv = U[sc]['levels']
        text = fill(x, sc, un)
        for k, code in (('prior', prior), ('current', current)):
            v = code_vals(code, un)
            ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': k, 'construction': style,
                         'text': text, 'label': v if v == 'unscored' else dict(zip(lv, v)),
                         '_adv': adv, '_code': code, '_tpl': x})
    return claims, ests


if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(0 if check() else 1)
    claims, ests = build()
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps({k: v for k, v in r.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps({k: v for k, v in r.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
    meta = {'claims': [{k: r[k] for k in ('id', 'construction', '_mark', '_tpl')} for r in claims],
            'ests': [{k: r[k] for k in ('id', 'construction', 'kind', '_adv', '_code', '_tpl')} for r in ests]}
    json.dump(meta, open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)
    print('wrote', len(claims), 'claims and', len(ests), 'estimates')
