"""Set 238 build: reads real.txt (184 realistic replies, CODE|template, multi-line allowed), tags.txt (96 persona
texts, tag|CODE|template), attacker.txt (20 probes) and notes.txt (60 notes, style|prior|current|adv|text, letter form)
and universes.json (build/choose.py); writes ../claims.jsonl and ../estimates.jsonl. Every drawn value comes from
random.Random(238): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and one
question per defender message; scenarios in turn (entry number modulo 20). Labels by code: L -> A, B, C; M -> A, B,
null; T -> A, null, null; X, N and probes -> all null. --check: looks for unit names and unit-name words (three letters
or more, split at non-letters) of the 20 trees in fixed text, articles before level-noun slots and unknown slots."""
import json, os, random, re, sys
H = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(H, '..')
U = json.load(open(os.path.join(H, 'universes.json')))
SC = list(U)
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def noun(k):
    for suf in ('_id', '_name', '_code'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def read_real():
    t = open(os.path.join(H, 'real.txt')).read().strip()
    return [('realistic_reply', i[0], i[2:]) for i in re.split(r'\n(?=[LMTXN]\|)', t)]


def read_tags():
    out = []
    for ln in open(os.path.join(H, 'tags.txt')).read().strip().split('\n'):
        tag, code, txt = ln.split('|', 2)
        out.append((tag, code, txt))
    return out


def read_probes():
    return [('attacker_probe', 'P', ln) for ln in open(os.path.join(H, 'attacker.txt')).read().strip().split('\n')]


ART = r'(?= (?:racewalker|kickfinish|bentknee|trial|timing|coneturn|flightphase|straightleg|nosplit)\b)'


def to_slots(t):
    t = re.sub(r'\b(L[012])\b', r'{\1}', t)
    t = re.sub(r'\b(A2|B2|C2|C3|B|C|N)\b', r'{\1}', t)
    t = re.sub(r'\bA\b(?!%s)' % ART[3:] if False else r'\bA\b' + '(?! (?:racewalker|kickfinish|bentknee|trial|timing|coneturn|flightphase|straightleg|nosplit)\\b)', '{A}', t)
    return t


def read_notes():
    out = []
    for ln in open(os.path.join(H, 'notes.txt')).read().strip().split('\n'):
        st, p, c, adv, txt = ln.split('|', 4)
        out.append((st, p, c, adv, to_slots(txt)))
    return out


def draw(rng, sc):
    u = U[sc]['universe']
    lv = U[sc]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}


def fill(t, v):
    t = re.sub(r"\{(\w+)\}'s\b", lambda m: '{%s}%s' % (m.group(1), "'" if v[m.group(1)].endswith('s') else "'s"), t)
    order = []
    def rep(m):
        k = m.group(1)
        if k not in ('N', 'L0', 'L1', 'L2') and v[k] not in order:
            order.append(v[k])
        return v[k]
    return re.sub(r'\{(\w+)\}', rep, t), order


def belief(code, sc, v):
    lv = U[sc]['levels']
    vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(code, [None] * 3)
    return dict(zip(lv, vals))


def label(code, sc, v):
    if code == 'U':
        return 'unscored'
    lv = U[sc]['levels']
    m = {'N': [None] * 3, 'A': [v['A'], None, None], 'A2': [v['A2'], None, None], 'B': [v['A'], v['B'], None],
         'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
         'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(lv, m))


def check(items):
    words, names = set(), set()
    for sc in SC:
        u = U[sc]['universe']
        lv = U[sc]['levels']
        ns = list(u[lv[0]]) + [k for x in u[lv[1]].values() for k in x] + [k for x in u[lv[2]].values() for k in x]
        names |= set(ns)
        for n in ns:
            words |= {w.lower() for w in re.findall('[A-Za-z]+', n) if len(w) >= 3}
        words |= {w for l in lv for w in noun(l).split()}
    bad = 0
    for tag, code, t in items:
        fixed = re.sub(r'\{\w+\}', ' ', t)
        hits = [w for w in re.findall(r"[A-Za-z]+", fixed) if w.lower() in words]
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                hits.append('slot:' + s)
        if re.search(r'\b(a|an|A|An)\s+\{L', t):
            hits.append('article')
        if hits:
            bad += 1
            print(tag, code, hits, '|', t[:100].replace('\n', ' '))
    print(bad, 'problem texts')


def main():
    real, tags, probes, notes = read_real(), read_tags(), read_probes(), read_notes()
    assert (len(real), len(tags), len(probes), len(notes)) == (184, 96, 20, 60), (len(real), len(tags), len(probes), len(notes))
    if '--check' in sys.argv:
        check(real + tags + probes + [(n[0], n[1], n[4]) for n in notes])
        return
    rng = random.Random(238)
    cl = real + tags + probes
    rng.shuffle(cl)
    rng.shuffle(notes)
    claims, adv = [], []
    for i, (tag, code, t) in enumerate(cl):
        sc = SC[i % 20]
        v = draw(rng, sc)
        text, ment = fill(t, v)
        if tag == 'attacker_probe':
            q, spk, b = None, 'attacker', belief('P', sc, v)
        else:
            q = fill(rng.choice(QUESTIONS), v)[0]
            spk, b = 'defender', belief(code, sc, v)
        cid = 'c-%03d' % (i + 1)
        if ment and all(x is None for x in b.values()):
            adv.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                       'mentions': ment, 'belief': b, '_code': code})
    ests, eadv = [], []
    for j, (st, p, c, a, t) in enumerate(notes):
        sc = SC[j % 20]
        v = draw(rng, sc)
        text, _ = fill(t, v)
        for k, (kind, code) in enumerate((('prior', p), ('current', c))):
            eid = 'e-%03d' % (2 * j + k + 1)
            if a:
                eadv.append(eid)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                         'label': label(code, sc, v), '_codes': (p, c, a)})
    with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
        for r in claims:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
        for r in ests:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    json.dump({'claims': [(r['id'], r['construction'], r['_code']) for r in claims], 'adv': adv, 'eadv': eadv,
               'ests': [(r['id'], r['construction'], r['_codes']) for r in ests]}, open(os.path.join(H, 'meta.json'), 'w'))
    print(len(claims), len(ests), 'adversarial claims', len(adv), 'adversarial estimate records', len(eadv))


main()
