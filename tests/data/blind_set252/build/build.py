"""Build set 252's claims.jsonl and estimates.jsonl from the texts_*.py templates; every drawn value from
random.Random(252): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and one
question per defender message; scenarios in turn (entry number modulo 20). --check reports problems only."""
import json, os, re, random, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
from texts_claims import REPLIES, PROBES
from texts_persona import PERSONA
from texts_notes import NOTES
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set252_scenarios.json')))
rng = random.Random(252)
QUESTIONS = ["Could you tell me which {L2} {N} belongs to?", "What {L0} is {N} employed by?",
             "{N} works under which {L1}?", "Where does {N} fit: {L0}, {L1}, {L2}?"]

def noun(k):
    k = k.lower()
    for suf in ('_id', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']
    tops = list(t[lv[0]]); mids = t[lv[1]]; lows = t[lv[2]]
    okA = [a for a in tops if len([b for b in mids.get(a, []) if lows.get(b)]) >= 2]
    A = rng.choice(okA)
    A2 = rng.choice([a for a in tops if a != A])
    bs = [b for b in mids[A] if lows.get(b)]
    B = rng.choice(bs)
    B2 = rng.choice([b for b in mids[A] if b != B])
    C = rng.choice(lows[B])
    sib = [c for c in lows[B] if c != C]; rng.shuffle(sib)
    oth = [c for b in mids[A] if b != B for c in lows.get(b, [])]; rng.shuffle(oth)
    pool = sib + oth
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': pool[0], 'C3': pool[1],
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def parents(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']; par = {}
    for a, bs in t[lv[1]].items():
        for b in bs: par[b] = a
    for b, cs in t[lv[2]].items():
        for c in cs: par[c] = b
    return par

def path(sc, u):
    par = parents(sc); p = [u]
    while p[0] in par: p.insert(0, par[p[0]])
    return p + [None] * (3 - len(p))

def fill(tpl, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], tpl)

UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def mentions(tpl, v):
    out = []
    for s in re.findall(r'\{(\w+)\}', tpl):
        if s in UNIT_SLOTS and v[s] not in out: out.append(v[s])
    return out

def entities(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']
    es = list(t[lv[0]]) + [x for v in t[lv[1]].values() for x in v] + [x for v in t[lv[2]].values() for x in v]
    return es

problems = []
def scan(sc, text, want, rid):
    found = []; x = text
    for e in sorted(entities(sc), key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), x, re.I):
            found.append(e); x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e), ' ', x, flags=re.I)
    if set(found) != set(want):
        problems.append('%s: scanned %r vs slots %r: %s' % (rid, found, want, text))

entries = list(REPLIES) + [(tag, ty, tpl) for tag, lst in PERSONA.items() for ty, tpl in lst] + list(PROBES)
for e in entries + [(n[0], '', n[4]) for n in NOTES]:
    if re.search(r'\b(a|an|A|An) \{L[012]\}', e[2]):
        problems.append('article before level slot: ' + e[2])
assert len(entries) == 300, len(entries)
rng.shuffle(entries)
claims = []; adv = []
for i, (tag, ty, tpl) in enumerate(entries):
    sc = SC[i % 20]; v = draw(sc); lv = U[sc]['levels']
    text = fill(tpl, v); m = mentions(tpl, v)
    if ty == 'L': vals = [v['A'], v['B'], v['C']]
    elif ty == 'M': vals = [v['A'], v['B'], None]
    elif ty == 'T': vals = [v['A'], None, None]
    else: vals = [None, None, None]
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else fill(rng.choice(QUESTIONS), v)
    rid = 'c-%03d' % (i + 1)
    scan(sc, text, m, rid)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': m, 'belief': dict(zip(lv, vals))})
    if ty in ('X', 'P'): adv.append(rid)
notes = list(NOTES); rng.shuffle(notes)
ests = []; eadv = []; unsc = []
for k, (style, pr, cu, ak, tpl) in enumerate(notes):
    sc = SC[k % 20]; v = draw(sc); lv = U[sc]['levels']
    text = fill(tpl, v)
    scan(sc, text, mentions(tpl, v), 'note %d' % (k + 1))
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * k + j + 1)
        if code == 'U': lab = 'unscored'; unsc.append(rid)
        elif code == 'N': lab = dict(zip(lv, [None] * 3))
        elif code == 'A?': lab = dict(zip(lv, [v['A'], '?', None]))
        elif code == 'B?': lab = dict(zip(lv, [v['A'], v['B'], '?']))
        else: lab = dict(zip(lv, path(sc, v[code])))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        if ak: eadv.append(rid)
if '--check' in sys.argv:
    print('\n'.join(problems) or '0 problems'); sys.exit(0)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'adv': adv, 'eadv': eadv, 'unscored': unsc,
           'types': {c['id']: ty for c, (tag, ty, tpl) in zip(claims, entries)}}, open(os.path.join(HERE, 'built.json'), 'w'))
print('\n'.join(problems) or '0 problems'); print(len(claims), len(ests), len(adv), len(eadv))
