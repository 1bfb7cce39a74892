"""Build set 253's claims.jsonl and estimates.jsonl from the texts_*.py templates.
Every drawn value comes from random.Random(253): one shuffle of the 300 claim templates, one of the 60 notes,
then per text one draw of units (A, A2, B, B2, C, C2, C3) and per defender message one draw of the question.
Scenarios in turn (entry number modulo 20). --check reports articles before level-noun slots and texts whose
scanned unit names differ from their slot units."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
from texts_replies import REPLIES, PROBES
from texts_persona import PERSONA
from texts_notes import NOTES
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set253_scenarios.json')))
QUESTIONS = ["Which {L2} has {N} on its roster?", "Who is {N}'s {L0}?", "Tell me {N}'s {L1}, please.",
             "I need {N}'s full placement: {L0}, {L1} and {L2}."]
rng = random.Random(253)
problems = []
def noun(k):
    k = k.lower()
    for s in ('_id', '_name'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')
def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = [a for a in u[lv[0]] if len(u[lv[1]].get(a, [])) >= 2]
    A = rng.choice(tops)
    A2 = rng.choice([a for a in u[lv[0]] if a != A])
    B = rng.choice(u[lv[1]][A])
    B2 = rng.choice([b for b in u[lv[1]][A] if b != B])
    C = rng.choice(u[lv[2]][B])
    sib = [c for c in u[lv[2]][B] if c != C] + [c for b in u[lv[1]][A] if b != B for c in u[lv[2]].get(b, [])]
    C2 = sib[0] if len(sib) < 2 else rng.choice(sib[:len([c for c in u[lv[2]][B] if c != C])] or sib)
    rest = [c for c in sib if c != C2]
    C3 = rng.choice(rest[:len([c for c in u[lv[2]][B] if c not in (C, C2)])] or rest)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2]),
                N=U[sc]['name']), lv
def entities(sc):
    u = U[sc]['universe']; lv = list(u)
    e = list(u[lv[0]])
    for l in lv[1:]:
        for kids in u[l].values():
            e += kids
    return e
def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)
def slot_units(t, v):
    out = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C)\}', t):
        if v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out
def scan(text, sc):
    found = []
    ents = sorted(entities(sc), key=len, reverse=True)
    spans = []
    for e in ents:
        for m in re.finditer(r'(?<![\w-])' + re.escape(e) + r'(?![\w-])', text, re.I):
            if not any(m.start() < b and a < m.end() for a, b in spans):
                spans.append((m.start(), m.end())); found.append((m.start(), e))
    out = []
    for _, e in sorted(found):
        if e not in out:
            out.append(e)
    return out
def article_check(t, where):
    if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
        problems.append('%s: article before a level-noun slot: %s' % (where, t))
def path(v, code):
    return {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?'], 'U': 'unscored'}[code]
claims_t = [('realistic_reply', k, t) for k, t in REPLIES] + \
           [(tag, k, t) for tag, lst in PERSONA.items() for k, t in lst] + [('attacker_probe', k, t) for k, t in PROBES]
assert len(claims_t) == 300, len(claims_t)
rng.shuffle(claims_t)
notes = list(NOTES)
assert len(notes) == 60
rng.shuffle(notes)
claims, built = [], {'claims': [], 'notes': []}
for i, (tag, kind, t) in enumerate(claims_t):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    article_check(t, 'c-%03d' % (i + 1))
    text = fill(t, v)
    ment = slot_units(t, v)
    if scan(text, sc) != ment:
        problems.append('c-%03d: scanned %r, slots %r: %s' % (i + 1, scan(text, sc), ment, text))
    speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if speaker == 'attacker' else fill(rng.choice(QUESTIONS), v)
    vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(kind, [None] * 3)
    claims.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    built['claims'].append({'id': 'c-%03d' % (i + 1), 'tag': tag, 'kind': kind, 'template': t,
                            'adversarial': bool(ment) and kind in ('X',)})
ests = []
n = 0
for i, (style, pr, cu, adv, t) in enumerate(notes):
    sc = SCEN[i % 20]
    v, lv = draw(sc)
    article_check(t, 'note %d' % (i + 1))
    text = fill(t, v)
    ment = slot_units(t, v)
    if scan(text, sc) != ment:
        problems.append('note %d: scanned %r, slots %r: %s' % (i + 1, scan(text, sc), ment, text))
    ids = []
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        p = path(v, code)
        lab = p if p == 'unscored' else dict(zip(lv, p))
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        ids.append('e-%03d' % n)
    built['notes'].append({'ids': ids, 'style': style, 'prior': pr, 'current': cu, 'adversarial': adv, 'template': t})
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
print('%d problems' % len(problems))
for p in problems:
    print(p)
