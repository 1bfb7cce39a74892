"""Builds set 258's claims.jsonl, estimates.jsonl and build/built.json from build/texts.py (one pass, Random(258))."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(HERE, 'build'))
import texts as T
scen = json.load(open('/tmp/blind258/scen.json'))
SC = json.load(open(os.path.join(HERE, 'ref', 'set258_scenarios.json')))
rng = random.Random(258)

def lines(s):
    return [x.strip() for x in s.strip().split('\n') if x.strip()]

items = []  # (construction, kind, template)
for k, block in (('L', T.RL), ('M', T.RM), ('T', T.RT), ('X', T.RX), ('N', T.RN)):
    for t in lines(block):
        items.append(('realistic_reply', k, t))
for tag, block in T.PERSONA.items():
    ls = lines(block)
    assert len(ls) == 12, tag
    kinds = ['L'] * 4 + ['M', 'T'] + ['X'] * 5 + ['N']
    for k, t in zip(kinds, ls):
        items.append((tag, k, t))
for t in lines(T.PROBES):
    items.append(('attacker_probe', 'P', t))
assert len(items) == 300, len(items)
rng.shuffle(items)
notes = list(T.NOTES)
assert len(notes) == 60
rng.shuffle(notes)

def noun(level):
    return re.sub(r'_(id|name)$', '', level.lower()).replace('_', ' ')

def draw(sc):
    u = scen[sc]['u']
    lv = list(u)
    tops = list(u[lv[0]])
    mids = {p: list(k) for p, k in u[lv[1]].items()}
    lows = {p: list(k) for p, k in u[lv[2]].items()}
    cands = [(a, b, c) for a in tops for b in mids.get(a, []) for c in lows.get(b, [])]
    a, b, c = rng.choice(cands)
    a2 = rng.choice([x for x in tops if x != a])
    b2s = [x for x in mids[a] if x != b]
    b2 = rng.choice(b2s) if b2s else rng.choice([x for t in tops if t != a for x in mids.get(t, [])])
    sib = [x for x in lows[b] if x != c]
    rng.shuffle(sib)
    other = [x for bb in mids[a] if bb != b for x in lows.get(bb, [])]
    rng.shuffle(other)
    pool = sib + other
    c2, c3 = pool[0], pool[1]
    return lv, {'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3}

def parent(u, lv, x):
    for li in (1, 2):
        for p, kids in u[lv[li]].items():
            if x in kids:
                return p
    return None

def fill(tmpl, sc):
    lv, d = draw(sc)
    name = scen[sc]['name']
    nouns = {'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    order = []
    def sub(m):
        t = m.group(1)
        if t == 'N':
            return name
        if t in nouns:
            return nouns[t]
        if d[t] not in order:
            order.append(d[t])
        return d[t]
    text = re.sub(r'\b(A2|B2|C2|C3|L0|L1|L2|A|B|C|N)\b', sub, tmpl)
    return text, order, lv, d, name, nouns

claims, built = [], []
for i, (tag, k, tmpl) in enumerate(items):
    sc = SC[i % 20]
    text, order, lv, d, name, nouns = fill(tmpl, sc)
    if k == 'L':
        vals = [d['A'], d['B'], d['C']]
    elif k == 'M':
        vals = [d['A'], d['B'], None]
    elif k == 'T':
        vals = [d['A'], None, None]
    else:
        vals = [None, None, None]
    q = None
    if k != 'P':
        q = rng.choice(T.QUESTIONS)
        q = re.sub(r'\bn\b', name, q)
        for key, v in nouns.items():
            q = q.replace(key, v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if k == 'P' else 'defender',
                   'construction': tag, 'question': q, 'text': text, 'mentions': order,
                   'belief': dict(zip(lv, vals))})
    built.append({'id': rid, 'kind': k, 'adversarial': bool(order) and k in ('X', 'P'), 'template': tmpl})

def lab(code, d, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        return dict(zip(lv, [None, None, None]))
    q = code.endswith('?')
    x = d[code.rstrip('?')]
    u = None
    return x, q

ests, ebuilt = [], []
for j, (style, pri, cur, adv, tmpl) in enumerate(notes):
    sc = SC[j % 20]
    text, order, lv, d, name, nouns = fill(tmpl, sc)
    u = scen[sc]['u']
    def label(code):
        if code == 'U':
            return 'unscored'
        if code == 'N':
            return dict(zip(lv, [None, None, None]))
        q = code.endswith('?')
        x = d[code.rstrip('?')]
        path = [None, None, None]
        cur_ = x
        li = 0 if x in u[lv[0]] else (1 if parent(u, lv, x) in u[lv[0]] else 2)
        while cur_ is not None:
            path[li] = cur_
            cur_ = parent(u, lv, cur_)
            li -= 1
        if q:
            deepest = max(i for i in range(3) if path[i] is not None)
            path[deepest + 1] = '?'
        return dict(zip(lv, path))
    for kind, code in (('prior', pri), ('current', cur)):
        rid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': label(code)})
        ebuilt.append({'id': rid, 'adversarial': bool(adv), 'adv_kind': adv, 'code': code, 'template': tmpl, 'style': style})

with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': built, 'estimates': ebuilt}, open(os.path.join(HERE, 'build', 'built.json'), 'w'), indent=0)
print(len(claims), len(ests))
