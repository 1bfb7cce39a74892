"""Build set 225's claims.jsonl and estimates.jsonl from build/real.txt (mark|template), build/tags.txt
(tag|mark|template), build/attacker.txt (mark|template) and build/notes.txt (style|prior|current|*|note), with the
universes of build/universes.json. Every drawn value comes from random.Random(225): one shuffle of the 300 claim
templates, one of the 60 notes, one draw of units per text and one question per defender message; scenarios in turn
(entry number modulo 20). Marks: L lowest level (A, B, C), M middle (A, B, null), T top (A, null, null), X adversarial
and N null (all-null). Note codes: C, C2, C3, B, B2, A, A2 named; N no opinion (all-null); A? and B? a `?` below A or
B; U unscored. --check: no unit name of the 20 trees, no first name and no level-noun word in fixed text, no article
before a level-noun slot, no unknown slot, each note naming its style word and no other style word."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = list(U)
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_codename': 'project', 'component_name': 'component',
        'full_affiliation': 'team'}
def noun(k):
    k = k.lower()
    return NOUN.get(k, k.replace('_', ' '))
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012])\}')
real = [('realistic_reply', l.split('|', 1)[0], l.split('|', 1)[1]) for l in open(os.path.join(HERE, 'real.txt')).read().splitlines() if l.strip()]
tags = [tuple(l.split('|', 2)) for l in open(os.path.join(HERE, 'tags.txt')).read().splitlines() if l.strip()]
att = [('attacker_probe', l.split('|', 1)[0], l.split('|', 1)[1]) for l in open(os.path.join(HERE, 'attacker.txt')).read().splitlines() if l.strip()]
notes = [l.split('|', 4) for l in open(os.path.join(HERE, 'notes.txt')).read().splitlines() if l.strip()]
STYLES = ['topout', 'barndoor', 'dyno', 'kneebar', 'sloper', 'highball']
QS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

def check():
    probs = []
    words = set()
    for u in U.values():
        for x in u['top'] + [m for v in u['mid'].values() for m in v] + [c for v in u['low'].values() for c in v] + [u['name']]:
            words.add(x.replace('_', ' ').lower())
        for k in u['levels']:
            words.update(k.lower().replace('_', ' ').split())
    words.discard('name'); words.add('team'); words.add('project')
    allt = [t for _, _, t in real + tags + att] + [n[4] for n in notes]
    for t in allt:
        fixed = SLOT.sub(' ', t).replace('_', ' ').lower()
        for w in words:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), fixed):
                probs.append('word %r in %r' % (w, t))
        for s in re.findall(r'\{([^}]*)\}', t):
            if not SLOT.fullmatch('{%s}' % s):
                probs.append('slot %r in %r' % (s, t))
        if re.search(r'(?i)\b(a|an)\s+\{L[012]\}', t):
            probs.append('article in %r' % t)
    for st, p, c, a, t in notes:
        if not re.search(r'(?i)\b%s\b' % st, t):
            probs.append('style word missing %r' % t)
        for o in STYLES:
            if o != st and re.search(r'(?i)\b%s\b' % o, t):
                probs.append('other style %s in %r' % (o, t))
    for p in probs:
        print(p)
    print('%d problems' % len(probs))
    return probs

def fill(t, v):
    def r(m):
        return v[m.group(1)]
    t = re.sub(r"\{(N|A2?|B2?|C[23]?|L[012])\}'s", lambda m: v[m.group(1)] + ("'" if v[m.group(1)].endswith('s') else "'s"), t)
    return SLOT.sub(r, t)

def mentions(t, v):
    out = []
    for m in SLOT.finditer(t):
        k = m.group(1)
        if k in ('N', 'L0', 'L1', 'L2'):
            continue
        if v[k] not in out:
            out.append(v[k])
    return out

def draw(rng, sc):
    u = U[sc]
    tops = list(u['top']); A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = list(u['mid'][A]); B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = list(u['low'][B]); C = rng.choice(lows); rest = [x for x in lows if x != C]; rng.shuffle(rest)
    lv = u['levels']
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1],
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def code_label(code, v, lv):
    if code == 'U':
        return 'unscored'
    vals = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'A?': [v['A'], '?', None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'B?': [v['A'], v['B'], '?'],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']]}[code]
    return dict(zip(lv, vals))

def build():
    rng = random.Random(225)
    items = real + [(a, b, c) for a, b, c in tags] + att
    assert len(items) == 300, len(items)
    rng.shuffle(items)
    nts = list(notes); rng.shuffle(nts)
    claims, adv = [], []
    for i, (tag, mark, t) in enumerate(items):
        sc = SCEN[i % 20]; v = draw(rng, sc); lv = U[sc]['levels']
        vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mark, [None] * 3)
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = fill(rng.choice(QS), v) if spk == 'defender' else None
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': fill(t, v), 'mentions': mentions(t, v), 'belief': dict(zip(lv, vals))})
        if mark == 'X':
            adv.append(rid)
    ests, eadv = [], []
    for i, (st, p, c, a, t) in enumerate(nts):
        sc = SCEN[i % 20]; v = draw(rng, sc); lv = U[sc]['levels']
        for j, (kind, code) in enumerate((('prior', p), ('current', c))):
            rid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': fill(t, v),
                         'label': code_label(code, v, lv)})
            if a == '*':
                eadv.append(rid)
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv, 'order': [[tag, mark, t] for tag, mark, t in items],
               'notes': [list(n) for n in nts]}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
    print(len(claims), len(ests), len(adv), len(eadv))

if '--check' in sys.argv:
    sys.exit(1 if check() else 0)
build()
