"""Builds claims.jsonl and estimates.jsonl of set 232 from build/real.txt (184 realistic replies), build/tags.txt
(96 persona texts), build/attacker.txt (20 probes) and build/notes.txt (60 notes), over the 20 universes of
build/universes.json (written by build/choose.py). Every drawn value comes from random.Random(232): one shuffle of
the 300 claim templates, one of the 60 notes, one draw of units per text and one question per defender message;
scenarios in turn (entry number modulo 20). Slots: {N} first name, {A} {A2} top units, {B} {B2} middle units under
{A}, {C} {C2} {C3} the three lowest units under {B}, {L0} {L1} {L2} level nouns. Labels are set by code:
L -> A, B, C; M -> A, B, null; T -> A, null, null; X, N and probes -> all null; notes by their prior and current
codes (N all null, A, A2, B, B2, C, C2, C3, A? = A, ?, null, B? = A, B, ?, U unscored).
--check: fixed text (slots removed) holds no unit name of the 20 trees, no first name and no level-noun word
(whole words, any case); no a/an before a level-noun slot; no unknown slot; every note shows its style word and no
other; counts per code."""
import json, os, random, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set232_scenarios.json')))
STYLES = ['negativesplit', 'bonk', 'flyingmount', 'slipstream', 'sighting', 'chipfailure']
TAGS = ['physiotherapeut_behandlung', 'oefentherapeut_sessie', 'reeducateur_exercice', 'terapista_seduta',
        'quiromasajista_sesion', 'venyttely_vastaanotto', 'sjukgymnast_behandling', 'rehabilitant_zabieg']
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}

def noun(key):
    w = key.lower().split('_')
    if len(w) > 1 and w[-1] in ('name', 'code', 'codename'):
        w = w[:-1]
    return ' '.join(w)

def load(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            out.append(ln.split('|', n))
    return out

real = [('realistic_reply', c, t) for c, t in load('real.txt', 1)]
tags = [(g, c, t) for g, c, t in load('tags.txt', 2)]
probes = [('attacker_probe', 'P', t) for c, t in load('attacker.txt', 1)]
notes = load('notes.txt', 4)

def check():
    probs = []
    units = set()
    firsts = set()
    for v in U.values():
        firsts.add(v['name'])
        u = v['universe']; L = v['levels']
        units.update(u[L[0]])
        for l in L[1:]:
            for kids in u[l].values():
                units.update(kids)
    lvwords = set()
    for v in U.values():
        for k in v['levels']:
            lvwords.update(re.split(r'[_ ]', k.lower()))
    texts = [t for _, _, t in real + tags + probes] + [n[4] for n in notes]
    for t in texts:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                probs.append('unknown slot %s: %s' % (s, t))
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for w in units | firsts:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), fixed, re.I):
                probs.append('unit or first name %r in fixed text: %s' % (w, t))
        for w in lvwords:
            if re.search(r'\b%s\b' % re.escape(w), fixed, re.I):
                probs.append('level word %r in fixed text: %s' % (w, t))
        if re.search(r'\b(a|an)\s+\{L\d\}', t, re.I):
            probs.append('article before level slot: %s' % t)
    for st, p, c, adv, t in notes:
        if not re.search(r'\b%s\b' % st, t, re.I):
            probs.append('note lacks its style %s: %s' % (st, t))
        for o in STYLES:
            if o != st and re.search(r'\b%s\b' % o, t, re.I):
                probs.append('note has other style %s: %s' % (o, t))
    print(Counter(c for _, c, _ in real), Counter((g, c) for g, c, _ in tags).most_common(3), len(probes))
    print(Counter((n[0], n[3]) for n in notes))
    for x in probs:
        print(x)
    print(len(probs), 'problems')
    return probs

def fill(t, val):
    def r(m):
        s, poss = m.group(1), m.group(2)
        v = val[s]
        if poss:
            return v + ("'" if v.endswith('s') else "'s")
        return v
    return re.sub(r"\{(\w+)\}('s)?", r, t)

def mentions(t, val):
    out = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and val[s] not in out:
            out.append(val[s])
    return out

def draw(rng, sc):
    v = U[sc]; u = v['universe']; L = v['levels']
    tops = list(u[L[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[L[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[L[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    return {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(L[0]), 'L1': noun(L[1]), 'L2': noun(L[2])}

QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

def code_vals(code, val):
    return {'N': [None, None, None], 'A': [val['A'], None, None], 'A2': [val['A2'], None, None],
            'B': [val['A'], val['B'], None], 'B2': [val['A'], val['B2'], None],
            'C': [val['A'], val['B'], val['C']], 'C2': [val['A'], val['B'], val['C2']], 'C3': [val['A'], val['B'], val['C3']],
            'A?': [val['A'], '?', None], 'B?': [val['A'], val['B'], '?'], 'U': None}[code]

def build():
    rng = random.Random(232)
    temps = real + tags + probes
    assert len(temps) == 300
    rng.shuffle(temps)
    claims, adv = [], []
    for i, (g, c, t) in enumerate(temps):
        sc = SCEN[i % 20]
        L = U[sc]['levels']
        val = draw(rng, sc)
        q = None if c == 'P' else fill(rng.choice(QUESTIONS), val)
        b = {'L': [val['A'], val['B'], val['C']], 'M': [val['A'], val['B'], None], 'T': [val['A'], None, None]}.get(c, [None, None, None])
        m = mentions(t, val)
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if c == 'P' else 'defender', 'construction': g,
                       'question': q, 'text': fill(t, val), 'mentions': m, 'belief': dict(zip(L, b))})
        if c == 'X' or (c == 'P' and m):
            adv.append(cid)
    ns = list(notes)
    rng.shuffle(ns)
    ests, eadv = [], []
    for j, (st, p, cu, a, t) in enumerate(ns):
        sc = SCEN[j % 20]
        L = U[sc]['levels']
        val = draw(rng, sc)
        for k, (kind, code) in enumerate((('prior', p), ('current', cu))):
            eid = 'e-%03d' % (2 * j + k + 1)
            cv = code_vals(code, val)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': fill(t, val),
                         'label': 'unscored' if cv is None else dict(zip(L, cv))})
            if a == '1':
                eadv.append(eid)
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv, 'order': [t for _, _, t in temps], 'notes': [n[4] for n in ns]},
              open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
    print('claims', len(claims), 'adversarial', len(adv), 'estimates', len(ests), 'adversarial', len(eadv))

if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
