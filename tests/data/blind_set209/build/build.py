"""Build set 209's claims.jsonl and estimates.jsonl from build/real.txt (mark|template), build/tags.txt
(tag|mark|template), build/attacker.txt (probes) and build/notes.txt (style|adversarial kind|prior|current|note),
with the trees of build/universes.json (written by build/choose.py).
Every drawn value comes from random.Random(209): one shuffle of the 300 claim templates, one shuffle of the 60
notes, then per text in turn one draw of units (A, A2, B, B2, C, C2, C3) and, for defender messages, one draw of
the question. Scenarios go in turn (entry number modulo 20). Marks: L commits A, B, C; M commits A, B; T commits A;
X (adversarial) and N (null) and probes are all-null. Mentions are the units of the slots in text order, each once.
Notes: codes N (all-null), A, A2, B, B2, C, C2, C3, A? (A, ?, null), B? (A, B, ?), U (unscored).
--check: reports unit names of the 20 trees and level-noun words in fixed text, unknown slots, an article before
a level-noun slot and bare slot letters; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(ROOT, 'ref', 'set209_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'company': 'company', 'corporation': 'corporation',
        'group': 'group', 'team': 'team', 'team_name': 'team', 'project': 'project', 'project_code': 'project',
        'project_team': 'project team', 'business_unit': 'business unit'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
LEVEL_WORDS = ['division', 'divisions', 'department', 'departments', 'company', 'companies', 'corporation',
               'corporations', 'group', 'groups', 'team', 'teams', 'project', 'projects', 'business', 'unit', 'units']


def load():
    claims = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8').read().splitlines():
        m, t = ln.split('|', 1)
        claims.append(('realistic_reply', m, t))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8').read().splitlines():
        g, m, t = ln.split('|', 2)
        claims.append((g, m, t))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8').read().splitlines():
        claims.append(('attacker_probe', 'P', ln))
    notes = [tuple(ln.split('|', 4)) for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8').read().splitlines()]
    return claims, notes


def unit_names():
    names = set()
    for v in U.values():
        t, lv = v['tree'], v['levels']
        names |= set(t[lv[0]])
        for li in (1, 2):
            for kids in t[lv[li]].values():
                names |= set(kids)
    return names


def check(claims, notes):
    names = sorted(unit_names(), key=len, reverse=True)
    probs = 0
    texts = [t for _, _, t in claims] + [n[4] for n in notes] + QUESTIONS
    for t in texts:
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, '|', t); probs += 1
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            print('article before level noun |', t); probs += 1
        fixed = re.sub(r'\{[^}]*\}', ' ', t)
        if re.search(r'\b(N|B|C|A2|B2|C2|C3|L0|L1|L2)\b', fixed):
            print('bare slot letter |', t); probs += 1
        low = fixed.lower()
        for nm in names:
            for form in {nm.lower(), nm.lower().replace('_', ' ')}:
                if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(form), low):
                    print('unit name %r |' % nm, t); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, low):
                print('level word %r |' % w, t); probs += 1
    print('%d problems' % probs)
    return probs


def draw(rng, sc):
    v = U[sc]
    t, lv = v['tree'], v['levels']
    tops = list(t[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = t[lv[1]][A]
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    C, C2, C3 = rng.sample(t[lv[2]][B], 3)
    nouns = [NOUN[l] for l in lv]
    return {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': nouns[0], 'L1': nouns[1], 'L2': nouns[2]}, lv


def fill(t, val):
    def poss(m):
        x = val[m.group(1)]
        return x + ("'" if x.endswith('s') else "'s")
    t = re.sub(r"\{([A-Z][0-9]?)\}'s", poss, t)
    return re.sub(r'\{([A-Z][0-9]?)\}', lambda m: val[m.group(1)], t)


def mentions(t, val):
    out = []
    for s in re.findall(r'\{([A-Z][0-9]?)\}', t):
        if s in UNIT_SLOTS and val[s] not in out:
            out.append(val[s])
    return out


def code_label(code, val, lv):
    if code == 'U':
        return 'unscored'
    m = {'N': [None, None, None], 'A': [val['A'], None, None], 'A2': [val['A2'], None, None],
         'B': [val['A'], val['B'], None], 'B2': [val['A'], val['B2'], None],
         'C': [val['A'], val['B'], val['C']], 'C2': [val['A'], val['B'], val['C2']],
         'C3': [val['A'], val['B'], val['C3']], 'A?': [val['A'], '?', None], 'B?': [val['A'], val['B'], '?']}[code]
    return dict(zip(lv, m))


def main():
    claims, notes = load()
    assert len(claims) == 300 and len(notes) == 60
    if '--check' in sys.argv:
        sys.exit(1 if check(claims, notes) else 0)
    rng = random.Random(209)
    order = list(range(300))
    rng.shuffle(order)
    norder = list(range(60))
    rng.shuffle(norder)
    out, adv = [], []
    for i, k in enumerate(order):
        g, mark, t = claims[k]
        sc = ORDER[i % 20]
        val, lv = draw(rng, sc)
        rid = 'c-%03d' % (i + 1)
        speaker = 'attacker' if g == 'attacker_probe' else 'defender'
        q = None
        if speaker == 'defender':
            q = fill(rng.choice(QUESTIONS), val)
            q = q[0].upper() + q[1:]
        b = {'L': [val['A'], val['B'], val['C']], 'M': [val['A'], val['B'], None],
             'T': [val['A'], None, None]}.get(mark, [None, None, None])
        ms = mentions(t, val)
        if mark == 'X' or (mark == 'P' and ms):
            adv.append(rid)
        out.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': g, 'question': q,
                    'text': fill(t, val), 'mentions': ms, 'belief': dict(zip(lv, b))})
    eout, eadv = [], []
    for j, k in enumerate(norder):
        style, kind, pri, cur, t = notes[k]
        sc = ORDER[j % 20]
        val, lv = draw(rng, sc)
        txt = fill(t, val)
        for n_, (kd, code) in enumerate((('prior', pri), ('current', cur))):
            rid = 'e-%03d' % (2 * j + n_ + 1)
            if kind != '-':
                eadv.append(rid)
            eout.append({'id': rid, 'scenario': sc, 'kind': kd, 'construction': style, 'text': txt,
                         'label': code_label(code, val, lv)})
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in eout:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv, 'order': order, 'norder': norder},
              open(os.path.join(HERE, 'build_meta.json'), 'w'), indent=0)
    print('claims %d (adversarial %d), estimates %d (adversarial %d)' % (len(out), len(adv), len(eout), len(eadv)))


if __name__ == '__main__':
    main()
