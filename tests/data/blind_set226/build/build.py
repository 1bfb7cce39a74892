#!/usr/bin/env python3
"""Builds set 226's claims.jsonl and estimates.jsonl from build/real.txt (184 realistic replies: mark|template),
build/tags.txt (96 persona texts: tag|mark|template), build/attacker.txt (20 probes) and build/notes.txt (60 notes:
style|prior|current|adversarial|template), with the universes of build/universes.json (build/choose.py).
Marks: L commits at the lowest level (A, B, C), M at the middle (A, B, null), T at the top (A, null, null); X, N and
the probes are all-null. Note codes: N all-null, A (A, null, null), B (A, B, null), C (A, B, C), A2, B2, C2, C3 the
other units, A? (A, ?, null), B? (A, B, ?), U unscored. Every drawn value comes from random.Random(226): one shuffle
of the 300 claim templates, one of the 60 notes, one draw of units per text, one draw of the question per defender
message; scenario of entry i is the (i mod 20)-th of ref/set226_scenarios.json. Mentions are the units of the slots
in text order, each once. Possessives of names ending in s take a bare apostrophe.
--check: no unit name of the 20 trees, no first name and no level-noun word in fixed text; no unknown slot; no 'a'
or 'an' before a level-noun slot; every note names its style word and no other style word."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set226_scenarios.json')))
STYLES = ['putaway', 'overpass', 'sideout', 'freeball', 'rollshot', 'letserve']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
LEVEL_WORDS = {'company', 'division', 'team', 'group', 'project', 'department', 'business', 'unit', 'corporation',
               'code', 'codename', 'affiliation', 'component', 'organization', 'organisation'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_codename'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def read():
    claims = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
        m, t = ln.split('|', 1)
        claims.append(('realistic_reply', m, t, 'defender'))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8').read().splitlines():
        g, m, t = ln.split('|', 2)
        claims.append((g, m, t, 'defender'))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8').read().splitlines():
        claims.append(('attacker_probe', 'P', ln, 'attacker'))
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8').read().splitlines():
        s, p, c, a, t = ln.split('|', 4)
        notes.append((s, p, c, a, t))
    return claims, notes


def fill(t, v):
    out, mentions = [], []
    pos = 0
    for m in re.finditer(r'\{(\w+)\}', t):
        out.append(t[pos:m.start()])
        val = v[m.group(1)]
        rest = t[m.end():]
        if rest.startswith("'s") and val.endswith('s'):
            out.append(val + "'")
            pos = m.end() + 2
        else:
            out.append(val)
            pos = m.end()
        if m.group(1) in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and val not in mentions:
            mentions.append(val)
    out.append(t[pos:])
    return ''.join(out), mentions


def draw(rng, sc):
    u = U[sc]
    lows = [(c, b) for b, cs in sorted(u['low'].items()) for c in cs]
    c, b = rng.choice(lows)
    a = [x for x, bs in u['mid'].items() if b in bs][0]
    sib = [x for x in u['low'][b] if x != c]
    c2, c3 = rng.sample(sib, 2)
    b2 = rng.choice([x for x in u['mid'][a] if x != b])
    a2 = rng.choice([x for x in u['top'] if x != a])
    lv = u['levels']
    return {'N': u['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}


def code(cd, v, lv):
    if cd == 'U':
        return 'unscored'
    vals = {'N': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
            'C': [v['A'], v['B'], v['C']], 'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[cd]
    return dict(zip(lv, vals))


def check(claims, notes):
    names = set()
    first = set()
    for u in U.values():
        first.add(u['name'])
        names.update(u['top'])
        for b, cs in u['mid'].items():
            names.update(cs)
        for b, cs in u['low'].items():
            names.update(cs)
    probs = 0
    texts = [(c[0], c[2]) for c in claims] + [('note:' + n[0], n[4]) for n in notes]
    for tag, t in texts:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, t); probs += 1
        if re.search(r'\b(a|an|A|An) \{L[012]\}', t):
            print('article before level slot:', t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t)
        low = fixed.lower()
        for nm in names | first:
            p = nm.lower().replace('_', ' ')
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(p), low):
                print('unit/first name %r in: %s' % (nm, t)); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, low):
                print('level word %r in: %s' % (w, t)); probs += 1
        if tag.startswith('note:'):
            st = tag[5:]
            if not re.search(r'(?i)\b%s\b' % st, fixed):
                print('style word missing:', t); probs += 1
            for o in STYLES:
                if o != st and re.search(r'(?i)\b%s\b' % o, fixed):
                    print('other style word %s in: %s' % (o, t)); probs += 1
    print('%d problems' % probs)
    return probs


def main():
    claims, notes = read()
    assert len(claims) == 300 and len(notes) == 60, (len(claims), len(notes))
    if '--check' in sys.argv:
        sys.exit(1 if check(claims, notes) else 0)
    rng = random.Random(226)
    rng.shuffle(claims)
    rng.shuffle(notes)
    out = []
    for i, (g, m, t, spk) in enumerate(claims):
        sc = SCEN[i % 20]
        v = draw(rng, sc)
        lv = U[sc]['levels']
        text, men = fill(t, v)
        q = None
        if spk == 'defender':
            q, _ = fill(rng.choice(QUESTIONS), v)
        vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(m, [None] * 3)
        out.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q,
                    'text': text, 'mentions': men, 'belief': dict(zip(lv, vals))})
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    est = []
    meta = []
    for j, (s, p, c, a, t) in enumerate(notes):
        sc = SCEN[j % 20]
        v = draw(rng, sc)
        lv = U[sc]['levels']
        text, _ = fill(t, v)
        for kind, cd in (('prior', p), ('current', c)):
            est.append({'id': 'e-%03d' % (len(est) + 1), 'scenario': sc, 'kind': kind, 'construction': s,
                        'text': text, 'label': code(cd, v, lv)})
        meta.append((s, p, c, a, t, est[-2]['id'], est[-1]['id']))
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in est:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    # build/meta.json: per claim its mark and template, per note its codes, for the README
    json.dump({'claims': [[r['id'], m, t, g] for r, (g, m, t, spk) in zip(out, claims)], 'notes': meta},
              open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)
    print('wrote %d claims, %d estimates' % (len(out), len(est)))


main()
