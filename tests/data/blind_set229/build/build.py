"""Set 229: build claims.jsonl and estimates.jsonl from build/real.txt (184 realistic replies, MARK|template),
build/tags.txt (96 persona texts, tag|MARK|template), build/attacker.txt (20 probes) and build/notes.txt
(60 notes, style|prior|current|adversarial form|text), with build/universes.json (from choose.py).
Slots: {N} first name; {A} drawn top unit, {A2} another top unit; {B} a middle unit under A, {B2} another;
{C} a lowest unit under B, {C2} and {C3} its siblings; {L0} {L1} {L2} level nouns. "{X}'s" of a value ending
in s takes a bare apostrophe.
Marks: L lowest committed (A, B, C), M middle (A, B, null), T top (A, null, null), X adversarial (all-null),
N null (all-null); probes all-null, adversarial where they name a unit. Note codes: N, A, A2, B, B2, C, C2, C3,
A? (A, ?, null), B? (A, B, ?), U (unscored).
Every drawn value from random.Random(229): one shuffle of the 300 claim templates, one of the 60 notes, then per
text one draw of units (and per defender message one question form); scenarios in turn (entry number mod 20).
--check: no unit name of the 20 trees, no first name and no level-noun word in fixed text; no unknown slot; no
article a/an before a level-noun slot; every note names its style word and no other."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set229_scenarios.json')))
STYLES = ['jumpsmash', 'dropshot', 'crosscourt', 'flatdrive', 'hairpin', 'netcaught']
UNIT_SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']
SLOT_RE = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')
QFORMS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
LEVEL_WORDS = {'division', 'group', 'project', 'corporation', 'company', 'department', 'team', 'business', 'unit',
               'organization', 'organisation'}


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_codename'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def read(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


def fill(t, v):
    def poss(m):
        val = v[m.group(1)]
        return val + ("'" if val.endswith('s') else "'s")
    t = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C)\}'s", poss, t)
    return SLOT_RE.sub(lambda m: v[m.group(1)], t)


def draw(rng, sc):
    u = U[sc]['universe']
    lv = list(u)
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
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}, lv


def mentions(t, v):
    out = []
    for m in SLOT_RE.finditer(t):
        s = m.group(1)
        if s in UNIT_SLOTS and v[s] not in out:
            out.append(v[s])
    return out


def label(code, v):
    if code == 'U':
        return 'unscored'
    return {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}[code]


def templates():
    out = []
    for l in read('real.txt'):
        mk, t = l.split('|', 1)
        out.append(('realistic_reply', mk, t))
    for l in read('tags.txt'):
        tag, mk, t = l.split('|', 2)
        out.append((tag, mk, t))
    for l in read('attacker.txt'):
        out.append(('attacker_probe', 'P', l))
    return out


def notes():
    return [tuple(l.split('|', 4)) for l in read('notes.txt')]


def check():
    probs = []
    names = set()
    for sc, x in U.items():
        names.add(x['name'])
        u = x['universe']
        lv = list(u)
        names |= set(u[lv[0]])
        for li in (1, 2):
            for kids in u[lv[li]].values():
                names |= set(kids)
    forms = {n.lower().replace('_', ' ').replace('-', ' ') for n in names} | {n.lower() for n in names}
    items = [(t[0], t[2]) for t in templates()] + [(n[0], n[4]) for n in notes()]
    for tag, t in items:
        for s in re.findall(r'\{([^}]*)\}', t):
            if not SLOT_RE.fullmatch('{%s}' % s):
                probs.append('unknown slot %s in %r' % (s, t))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            probs.append('article before level slot: %r' % t)
        fixed = SLOT_RE.sub(' ', t).lower()
        fixed_sp = fixed.replace('_', ' ').replace('-', ' ')
        for f in forms:
            for ff in (fixed, fixed_sp):
                if re.search(r'(?<![\w])%s(?![\w])' % re.escape(f), ff):
                    probs.append('unit/name %r in fixed text: %r' % (f, t))
                    break
        for w in LEVEL_WORDS:
            if re.search(r'\b%s' % w, fixed):
                probs.append('level word %r in fixed text: %r' % (w, t))
        if tag in STYLES:
            if not re.search(r'(?i)\b%s\b' % tag, t):
                probs.append('note without its style word: %r' % t)
            for o in STYLES:
                if o != tag and re.search(r'(?i)\b%s\b' % o, t):
                    probs.append('note with another style word %s: %r' % (o, t))
    for p in probs:
        print(p)
    print(len(probs), 'problems')
    return len(probs)


def build():
    rng = random.Random(229)
    tpl = templates()
    assert len(tpl) == 300, len(tpl)
    rng.shuffle(tpl)
    nts = notes()
    assert len(nts) == 60
    rng.shuffle(nts)
    claims, adv = [], []
    for i, (tag, mk, t) in enumerate(tpl):
        sc = SCEN[i % 20]
        v, lv = draw(rng, sc)
        text = fill(t, v)
        men = mentions(t, v)
        if mk == 'L':
            b = [v['A'], v['B'], v['C']]
        elif mk == 'M':
            b = [v['A'], v['B'], None]
        elif mk == 'T':
            b = [v['A'], None, None]
        else:
            b = [None, None, None]
        spk = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = fill(rng.choice(QFORMS), v) if spk == 'defender' else None
        cid = 'c-%03d' % (i + 1)
        if mk == 'X' or (mk == 'P' and men):
            adv.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': text, 'mentions': men, 'belief': dict(zip(lv, b))})
    ests, eadv = [], []
    for j, (style, pr, cu, af, t) in enumerate(nts):
        sc = SCEN[j % 20]
        v, lv = draw(rng, sc)
        text = fill(t, v)
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * j + k + 1)
            lab = label(code, v)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
            if af != '-':
                eadv.append(eid)
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv, 'claim_marks': [[c['id'], tpl[i][0], tpl[i][1], tpl[i][2]] for i, c in enumerate(claims)],
               'notes': [[ests[2 * j]['id'], n[0], n[1], n[2], n[3], n[4]] for j, n in enumerate(nts)]},
              open(os.path.join(HERE, 'built_index.json'), 'w'), indent=0)
    print('claims', len(claims), 'adversarial', len(adv), 'estimates', len(ests), 'adversarial', len(eadv))


if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
