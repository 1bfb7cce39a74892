"""Builds set 178's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(178): one shuffle of the 300 claim templates, one of the 60 notes,
then per text (in id order) the units and, for defender messages, the question. Scenarios are taken in turn
(entry number modulo 20). --check prints unit names of the 20 trees met in fixed text (whole word,
case-insensitive) and any "a"/"an" before a slot."""
import json, os, random, re, sys
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set178_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'department': 'department',
        'business_unit': 'business unit', 'team': 'team', 'team_name': 'team', 'team_id': 'team',
        'project_team': 'project team', 'project': 'project'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]

def templates():
    t = []
    for ln in open(os.path.join(B, 'real.txt'), encoding='utf-8'):
        m, x = ln.rstrip('\n').split('|', 1)
        t.append(('realistic_reply', m, x))
    for ln in open(os.path.join(B, 'tags.txt'), encoding='utf-8'):
        g, m, x = ln.rstrip('\n').split('|', 2)
        t.append((g, m, x))
    for ln in open(os.path.join(B, 'attacker.txt'), encoding='utf-8'):
        t.append(('attacker_probe', 'P', ln.rstrip('\n')))
    return t

def notes():
    return [tuple(ln.rstrip('\n').split('|', 4)) for ln in open(os.path.join(B, 'notes.txt'), encoding='utf-8')]

def draw(rng, sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    a = rng.choice(tops)
    a2 = rng.choice([x for x in tops if x != a])
    mids = list(u[lv[1]][a])
    b = rng.choice(mids)
    b2 = rng.choice([x for x in mids if x != b])
    lows = list(u[lv[2]][b])
    c = rng.choice(lows)
    c2 = rng.choice([x for x in lows if x != c])
    c3 = rng.choice([x for x in lows if x not in (c, c2)])
    return {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}, lv

def fill(x, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], x)

def mentions(x, v):
    out = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', x):
        if v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out

def path(letter, v):
    if letter == 'N':
        return [None, None, None]
    if letter in ('A?', 'B?'):
        return [v['A'], '?', None] if letter == 'A?' else [v['A'], v['B'], '?']
    if letter[0] == 'A':
        return [v[letter], None, None]
    if letter[0] == 'B':
        return [v['A'], v[letter], None]
    return [v['A'], v['B'], v[letter]]

def tidy(s):
    s = re.sub(r'(?<!\.)\.\.(?!\.)', '.', s)
    return s

def main():
    rng = random.Random(178)
    T = templates(); E = notes()
    assert len(T) == 300 and len(E) == 60, (len(T), len(E))
    rng.shuffle(T); rng.shuffle(E)
    claims, marks = [], {}
    for i, (g, m, x) in enumerate(T):
        sc = SC[i % 20]
        v, lv = draw(rng, sc)
        text = tidy(fill(x, v))
        men = mentions(x, v)
        bel = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(m, [None] * 3)
        q = None if m == 'P' else fill(rng.choice(QUESTIONS), v)
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if m == 'P' else 'defender', 'construction': g,
                       'question': q, 'text': text, 'mentions': men, 'belief': dict(zip(lv, bel))})
        marks[cid] = [m, x]
    ests = []
    for i, (st, mv, p, c, x) in enumerate(E):
        sc = SC[i % 20]
        v, lv = draw(rng, sc)
        text = tidy(fill(x, v))
        for k, (kind, letter) in enumerate((('prior', p), ('current', c))):
            eid = 'e-%03d' % (2 * i + k + 1)
            lab = 'unscored' if letter == 'U' else dict(zip(lv, path(letter, v)))
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab})
            marks[eid] = [st, mv, p, c, x]
    with open(os.path.join(H, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(H, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=0)

def check():
    names = set()
    for sc in U:
        u = U[sc]['universe']; lv = list(u)
        names |= set(u[lv[0]]) | {b for a in u[lv[1]] for b in u[lv[1]][a]} | {c for b in u[lv[2]] for c in u[lv[2]][b]}
    srcs = [x for _, _, x in templates()] + [n[4] for n in notes()]
    for x in srcs:
        fixed = re.sub(r'\{\w+\}', ' ', x)
        for nm in names:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), fixed, re.I):
                print('UNIT NAME', nm, '|', x[:100])
        if re.search(r'\b(a|an) \{', x, re.I):
            print('ARTICLE', x[:100])

if __name__ == '__main__':
    check() if '--check' in sys.argv else main()
