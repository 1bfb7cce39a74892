"""Build claims.jsonl and estimates.jsonl of set 260 from build/texts.py (one pass, random.Random(260))."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(HERE, 'build'))
import texts
info = json.load(open('/tmp/blind260/scen_info.json'))
SCEN = json.load(open(os.path.join(HERE, 'ref', 'set260_scenarios.json')))
rng = random.Random(260)
SLOTS = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')

def noun(k):
    k = k.lower()
    for suf in ('_id', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

def draw(sc):
    u = info[sc]['universe']; lv = info[sc]['levels']
    tops = list(u[lv[0]])
    kids1 = u[lv[1]]; kids2 = u[lv[2]]
    good = [a for a in tops if sum(1 for b in kids1.get(a, []) if kids2.get(b)) >= 2] or \
           [a for a in tops if any(kids2.get(b) for b in kids1.get(a, []))]
    A = rng.choice(good)
    mids = [b for b in kids1[A] if kids2.get(b)]
    B = rng.choice(mids)
    C = rng.choice(kids2[B])
    B2 = rng.choice([b for b in kids1[A] if b != B] or [B])
    sib = [c for c in kids2[B] if c != C]
    other = [c for b in kids1[A] if b != B for c in kids2.get(b, [])]
    rng.shuffle(sib); rng.shuffle(other)
    pool = sib + other
    C2, C3 = pool[0], pool[1]
    A2 = rng.choice([a for a in tops if a != A])
    parent = {}
    for a in tops:
        parent[a] = (None, None)
        for b in kids1.get(a, []):
            parent[b] = (a, None)
            for c in kids2.get(b, []):
                parent[c] = (a, b)
    v = {'N': info[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
         'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    return v, parent, lv

def path(slot, v, parent):
    x = v[slot]
    if slot.startswith('A'):
        return [x, None, None]
    if slot.startswith('B'):
        return [parent[x][0], x, None]
    return [parent[x][0], parent[x][1], x]

def render(t, v):
    out = SLOTS.sub(lambda m: v[m.group(1)], t)
    ments = []
    for m in SLOTS.finditer(t):
        s = m.group(1)
        if s not in ('N', 'L0', 'L1', 'L2') and v[s] not in ments:
            ments.append(v[s])
    return out, ments

items = [('realistic_reply', k, t) for k, t in texts.REPLIES] + \
        [(tag, k, t) for tag, lst in texts.PERSONA.items() for k, t in lst] + \
        [('attacker_probe', k, t) for k, t in texts.PROBES]
assert len(items) == 300, len(items)
rng.shuffle(items)
notes = [(st, p, c, adv, t) for st, lst in texts.NOTES.items() for p, c, adv, t in lst]
assert len(notes) == 60
rng.shuffle(notes)
claims, built = [], {'claims': [], 'notes': []}
for i, (con, kind, t) in enumerate(items):
    sc = SCEN[i % 20]
    v, parent, lv = draw(sc)
    text, ments = render(t, v)
    vals = {'L': path('C', v, parent), 'M': path('B', v, parent), 'T': path('A', v, parent)}.get(kind, [None, None, None])
    q = None if kind == 'P' else render(rng.choice(texts.QUESTIONS), v)[0]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if kind == 'P' else 'defender', 'construction': con,
                   'question': q, 'text': text, 'mentions': ments, 'belief': dict(zip(lv, vals))})
    built['claims'].append({'id': rid, 'construction': con, 'kind': kind, 'template': t,
                            'adversarial': kind in ('X', 'P') and bool(ments), 'committing': kind in ('L', 'M', 'T')})

def label(st, v, parent, lv):
    if st == 'U':
        return 'unscored'
    if st == 'N':
        vals = [None, None, None]
    else:
        q = st.endswith('?'); s = st.rstrip('?')
        vals = path(s, v, parent)
        if q:
            vals[len(s) and 'ABC'.index(s[0]) + 1] = '?'
    return dict(zip(lv, vals))

ests = []
n = 0
for j, (st, p, c, adv, t) in enumerate(notes):
    sc = SCEN[j % 20]
    v, parent, lv = draw(sc)
    text, _ = render(t, v)
    for kind, s in (('prior', p), ('current', c)):
        n += 1
        ests.append({'id': 'e-%03d' % n, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                     'label': label(s, v, parent, lv)})
    built['notes'].append({'ids': ['e-%03d' % (n - 1), 'e-%03d' % n], 'style': st, 'prior': p, 'current': c,
                           'adv': adv, 'template': t})
with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(built, open(os.path.join(HERE, 'build', 'built.json'), 'w'), indent=1)
print(len(claims), len(ests), sum(1 for c in built['claims'] if c['adversarial']))
