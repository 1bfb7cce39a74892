"""Build set 251's claims.jsonl and estimates.jsonl from build/texts_*.py and build/universes.json.
Every drawn value comes from random.Random(251): one shuffle of the 300 claim templates, one of the 60 notes,
one draw of units per text and one of the question per defender message; scenarios in turn (entry number
modulo 20). Mentions: every unit name found in the filled text (longest first, whole words, case-insensitive),
in order; --check also compares them with the slot units. Writes build/built.json for readme.py."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
from texts_claims import REPLIES, PROBES, QUESTIONS
from texts_persona import PERSONA
from texts_notes import NOTES
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set251_scenarios.json')))
rng = random.Random(251)
problems = []

def noun(k):
    k = k.lower()
    for s in ('_id', '_name'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    ent = {}
    for e in u[lv[0]]:
        ent[e] = (0, None)
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            for k in ks:
                ent[k] = (li, p)
    return lv, u, ent

def path(ent, e):
    p = [None, None, None]
    while e is not None:
        li, par = ent[e]; p[li] = e; e = par
    return p

def draw(sc):
    lv, u, ent = tree(sc)
    A = rng.choice(sorted(u[lv[0]]))
    B = rng.choice(sorted(u[lv[1]][A]))
    C = rng.choice(sorted(u[lv[2]][B]))
    A2 = rng.choice(sorted(x for x in u[lv[0]] if x != A))
    B2 = rng.choice(sorted(x for x in u[lv[1]][A] if x != B))
    sib = sorted(x for x in u[lv[2]][B] if x != C)
    rng.shuffle(sib)
    C2, C3 = sib[0], sib[1]
    return {'N': U[sc]['name'], 'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def fill(t, s):
    return re.sub(r'\{(N|A2|B2|C2|C3|A|B|C|L0|L1|L2)\}', lambda m: s[m.group(1)], t)

def scan(text, ent):
    hits = []
    for e in sorted(ent, key=len, reverse=True):
        for m in re.finditer(r'(?<!\w)%s(?!\w)' % re.escape(e), text, re.I):
            if not any(m.start() < b and a < m.end() for a, b, _ in hits):
                hits.append((m.start(), m.end(), e))
    out = []
    for a, b, e in sorted(hits):
        if e not in out:
            out.append(e)
    return out

def slot_units(t, s):
    out = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C)\}', t):
        if s[m.group(1)] not in out:
            out.append(s[m.group(1)])
    return out

for k, v in [('replies', REPLIES), ('probes', PROBES)]:
    for kind, t in v:
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            problems.append('article before a level-noun slot: %s' % t)

templates = [('realistic_reply', k, t) for k, t in REPLIES] + [('attacker_probe', k, t) for k, t in PROBES]
for tag, lst in PERSONA.items():
    templates += [(tag, k, t) for k, t in lst]
assert len(templates) == 300, len(templates)
rng.shuffle(templates)
claims, adv, built = [], [], {'claims': [], 'notes': []}
for i, (tag, kind, t) in enumerate(templates):
    sc = SCEN[i % 20]
    lv, u, ent = tree(sc)
    s = draw(sc)
    text = fill(t, s)
    m = scan(text, ent)
    if m != slot_units(t, s):
        problems.append('c-%03d mentions %r vs slots %r: %s' % (i + 1, m, slot_units(t, s), text))
    unit = {'L': s['C'], 'M': s['B'], 'T': s['A']}.get(kind)
    vals = path(ent, unit) if unit else [None, None, None]
    speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if speaker == 'attacker' else fill(rng.choice(QUESTIONS), s)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                   'text': text, 'mentions': m, 'belief': dict(zip(lv, vals))})
    if m and not unit:
        adv.append(rid)
    if kind in ('X', 'N') and unit:
        problems.append('%s kind mismatch' % rid)
    built['claims'].append([rid, tag, kind, t])

def lab(code, s, ent, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        v = [None, None, None]
    elif code == 'A?':
        v = [s['A'], '?', None]
    elif code == 'B?':
        v = [s['A'], s['B'], '?']
    else:
        v = path(ent, s[code])
    return dict(zip(lv, v))

notes = list(NOTES)
rng.shuffle(notes)
ests, eadv = [], []
PROTECT = ['A candleout', 'A corrupted', 'A couplechange', 'A one-step']
for j, (style, pr, cu, a, t) in enumerate(notes):
    sc = SCEN[j % 20]
    lv, u, ent = tree(sc)
    s = draw(sc)
    tt = t
    for k_, p_ in enumerate(PROTECT):
        tt = tt.replace(p_, '@%d@' % k_)
    tt = re.sub(r'\b(A2|B2|C2|C3|L0|L1|L2|N|A|B|C)\b', lambda m: '{%s}' % m.group(1), tt)
    for k_, p_ in enumerate(PROTECT):
        tt = tt.replace('@%d@' % k_, p_)
    if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', tt):
        problems.append('article before a level-noun slot: %s' % t)
    text = fill(tt, s)
    if set(scan(text, ent)) != set(slot_units(tt, s)):
        problems.append('note %d mentions %r vs %r: %s' % (j, scan(text, ent), slot_units(tt, s), text))
    for kind, code in (('prior', pr), ('current', cu)):
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab(code, s, ent, lv)})
        if a:
            eadv.append(rid)
    built['notes'].append([style, pr, cu, a, t])
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
built['adv'] = adv; built['eadv'] = eadv
built['unscored'] = [r['id'] for r in ests if r['label'] == 'unscored']
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), ensure_ascii=False, indent=0)
print('claims %d (adversarial %d = %.1f%%), estimates %d (adversarial records %d)' % (
    len(claims), len(adv), 100.0 * len(adv) / len(claims), len(ests), len(eadv)))
if '--check' in sys.argv:
    print('%d problems' % len(problems))
    for p in problems:
        print(' ', p)
