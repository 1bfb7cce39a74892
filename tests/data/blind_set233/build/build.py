"""Builds claims.jsonl and estimates.jsonl of set 233 from build/texts.py and build/universes.json.
All draws from random.Random(233): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units
per text and one question per defender message; scenarios in turn (entry number modulo 20).
--check: fixed text (slots removed) must hold no unit name, first name or level-key word (whole words, any case,
underscores read as spaces), no unknown slot, no article before a level-noun slot, and each note its style word."""
import json, os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import texts as T
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set233_scenarios.json')))
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
QUESTIONS = ["Which {L2} is {N} in?", "Where does {N} work?", "Which {L1} does {N} belong to?", "Can you tell me {N}'s {L2}?"]

def noun(k):
    k = k.lower()
    for suf in ('_name', '_id', '_codename'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def check():
    probs = []
    bad = set()
    for sc, v in U.items():
        u = v['universe']; lv = list(u)
        bad.add(v['name'].lower())
        for k in lv:
            bad.update(w for w in k.lower().split('_'))
        for e in u[lv[0]]:
            bad.add(e.lower().replace('_', ' '))
        for li in (1, 2):
            for par, kids in u[lv[li]].items():
                for e in kids:
                    bad.add(e.lower().replace('_', ' '))
    allt = [t for _, t in T.REAL] + [t for v in T.TAGS.values() for _, t in v] + T.PROBES + \
           [n[3] for v in T.NOTES.values() for n in v]
    for t in allt:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                probs.append('unknown slot %s: %s' % (s, t))
        if re.search(r'\b(a|an|A|An)\s+\{L', t):
            probs.append('article before level noun: %s' % t)
        fixed = re.sub(r'\{\w+\}', ' ', t).lower()
        for b in bad:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(b), fixed):
                probs.append('fixed word %r: %s' % (b, t))
    for st, v in T.NOTES.items():
        for n in v:
            if not re.search(r'(?i)\b%s\b' % st, n[3]):
                probs.append('style word missing: %s' % n[3])
            for o in T.NOTES:
                if o != st and re.search(r'(?i)\b%s\b' % o, n[3]):
                    probs.append('other style word %s: %s' % (o, n[3]))
    for p in probs:
        print(p)
    print(len(probs), 'problems')
    return probs

def poss(x):
    return x + "'" if x.endswith('s') else x + "'s"

def fill(t, vals):
    def rep(m):
        s, ap = m.group(1), m.group(2)
        v = vals[s]
        return poss(v) if ap else v
    out = re.sub(r"\{(\w+)\}('s)?", rep, t)
    return out[0].upper() + out[1:]

def mentions(t, vals):
    m = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in ('N', 'L0', 'L1', 'L2'):
            continue
        if vals[s] not in m:
            m.append(vals[s])
    return m

def draw(rng, sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A]); B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def path(code, v):
    return {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None],
            'X': [None] * 3, 'N': [None] * 3, 'P': [None] * 3}[code]

def est_label(code, v):
    return {'N': [None] * 3, 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
            'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?'], 'U': 'unscored'}[code]

def build():
    rng = random.Random(233)
    items = [('realistic_reply', c, t) for c, t in T.REAL]
    for tag, v in T.TAGS.items():
        items += [(tag, c, t) for c, t in v]
    items += [('attacker_probe', 'P', t) for t in T.PROBES]
    rng.shuffle(items)
    notes = [(st,) + n for st, v in T.NOTES.items() for n in v]
    rng.shuffle(notes)
    claims, adv, ests, eadv = [], [], [], []
    for i, (tag, code, t) in enumerate(items):
        sc = CHOSEN[i % 20]
        lv, vals = draw(rng, sc)
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = None if spk == 'attacker' else fill(rng.choice(QUESTIONS), vals)
        rid = 'c-%03d' % (i + 1)
        men = mentions(t, vals)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': fill(t, vals), 'mentions': men, 'belief': dict(zip(lv, path(code, vals)))})
        if code == 'X' or (code == 'P' and men):
            adv.append(rid)
    for i, (st, pr, cu, a, t) in enumerate(notes):
        sc = CHOSEN[i % 20]
        lv, vals = draw(rng, sc)
        txt = fill(t, vals)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * i + j + 1)
            lab = est_label(code, vals)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': txt,
                         'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
            if a:
                eadv.append(rid)
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv}, open(os.path.join(HERE, 'adversarial.json'), 'w'))
    print(len(claims), len(adv), len(ests), len(eadv))

if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
