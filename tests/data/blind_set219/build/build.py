"""Build set 219's claims.jsonl and estimates.jsonl from real.txt (mark|template), tags.txt (tag|mark|template),
attacker.txt (probes) and notes.txt (style|adversarial kind|prior|current|note), with universes.json (from choose.py).
Every drawn value comes from random.Random(219): one shuffle of the 300 claim templates, one of the 60 notes, one
draw of units per text and one draw of the question per defender message; scenarios in turn (entry number modulo
20). Slots: {N} name, {A} top unit, {A2} another top unit, {B} middle unit under A, {B2} another under A, {C} lowest
unit under B, {C2} and {C3} its siblings, {L0} {L1} {L2} level nouns. Labels by mark: L = A, B, C; M = A, B, null;
T = A, null, null; X, N and probes all-null. Note codes: N all-null, A, B, C, A? (A, ?, null), B? (A, B, ?),
U unscored, A2, B2, C2, C3. Mentions: the units of the slots in text order, each once.
--check: report unit names of the 20 trees and level-noun words found in fixed text, and unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set219_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_team': 'project team', 'business_unit': 'business unit'}
def noun(k):
    return NOUN.get(k, k.lower().replace('_', ' '))
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')

def lines(f):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, f), encoding='utf-8') if l.strip()]

real = [('realistic_reply', m, t) for m, t in (l.split('|', 1) for l in lines('real.txt'))]
tags = [(g, m, t) for g, m, t in (l.split('|', 2) for l in lines('tags.txt'))]
probes = [('attacker_probe', 'P', t) for t in lines('attacker.txt')]
notes = [l.split('|', 4) for l in lines('notes.txt')]

if '--check' in sys.argv:
    words = set()
    for sc in U.values():
        u = sc['universe']
        lv = list(u)
        names = list(u[lv[0]]) + [k for v in u[lv[1]].values() for k in v] + [k for v in u[lv[2]].values() for k in v]
        words |= {n.lower() for n in names}
        words |= {noun(k) for k in lv}
    bad = 0
    for _, _, t in real + tags + probes + [(0, 0, n[4]) for n in notes]:
        fixed = SLOT.sub(' ', t)
        if re.search(r'\{[^}]*\}', fixed):
            print('unknown slot:', t); bad += 1
        low = fixed.lower().replace('_', ' ')
        for w in sorted(words):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), low):
                print('fixed text has %r: %s' % (w, t)); bad += 1
    for n in notes:
        for s in {x[0] for x in notes}:
            has = re.search(r'(?i)\b%s\b' % s, n[4]) is not None
            if has != (s == n[0]):
                print('style word problem (%s in %s note): %s' % (s, n[0], n[4])); bad += 1
    print('problems:', bad)
    sys.exit(1 if bad else 0)

rng = random.Random(219)
items = real + tags + probes
assert len(items) == 300 and len(notes) == 60
rng.shuffle(items)
rng.shuffle(notes)

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return lv, {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def fill(t, v):
    mentions = []
    def poss(m):
        x = v[m.group(1)]
        return x + ("'" if x.endswith('s') else "'s")
    t = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C)\}'s", lambda m: '{%s}\x00' % m.group(1), t)
    for m in SLOT.finditer(t):
        if m.group(1) not in ('N', 'L0', 'L1', 'L2'):
            x = v[m.group(1)]
            if x not in mentions:
                mentions.append(x)
    out = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C)\}\x00", poss, t)
    out = SLOT.sub(lambda m: v[m.group(1)], out)
    return out, mentions

def path(code, v, lv):
    vals = {'N': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
            'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?'], 'A2': [v['A2'], None, None],
            'B2': [v['A'], v['B2'], None], 'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']]}
    if code == 'U':
        return 'unscored'
    return dict(zip(lv, vals[code]))

claims, meta = [], []
for i, (con, mark, t) in enumerate(items):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, men = fill(t, v)
    code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(mark, 'N')
    speaker = 'attacker' if con == 'attacker_probe' else 'defender'
    q = None
    if speaker == 'defender':
        q = SLOT.sub(lambda m: v[m.group(1)], rng.choice(QUESTIONS))
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': con, 'question': q,
                   'text': text, 'mentions': men, 'belief': path(code, v, lv)})
    meta.append({'id': cid, 'construction': con, 'mark': mark, 'template': t,
                 'adversarial': mark == 'X' or (mark == 'P' and bool(men))})
ests, emeta = [], []
for i, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': path(code, v, lv)})
        emeta.append({'id': eid, 'style': style, 'adv': adv, 'prior': pr, 'current': cu, 'template': t})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': meta, 'estimates': emeta}, open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)
print('claims', len(claims), 'estimates', len(ests))
