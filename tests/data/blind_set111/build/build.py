# Set 111: builds claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
# Every value a text asserts is drawn by a seeded generator (seed 111), one draw per text.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set111_scenarios.json')))
rng = random.Random(111)
def noun(k):
    k = k.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf): k = k[:-len(suf)]
    return k.replace('_', ' ')
def plural(n): return n[:-1] + 'ies' if n.endswith('y') else n + 's'
def lines(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name)) if l.strip()]
entries = []
for mark, t in lines('real.txt'): entries.append(('realistic_reply', mark, t, 'defender'))
for tag, mark, t in lines('tags.txt'): entries.append((tag, mark, t, 'defender'))
for mark, t in lines('attacker.txt'): entries.append(('attacker_probe', mark, t, 'attacker'))
assert len(entries) == 300
rng.shuffle(entries)
SLOTS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']
def draw(sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    A, A2 = rng.sample(list(t[lv[0]]), 2)
    B, B2 = rng.sample(list(t[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(t[lv[2]][B]), 3)
    v = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=u['name'])
    for i, k in enumerate('ABC'):
        v['l' + k] = noun(lv[i]); v['l' + k + 's'] = plural(noun(lv[i]))
    return v, lv
def fill(t, v):
    order = []
    for m in re.finditer(r'\{([A-Za-z0-9]+)\}', t):
        s = m.group(1)
        if s in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[s] not in order: order.append(v[s])
    out = re.sub(r'\{([A-Za-z0-9]+)\}', lambda m: v[m.group(1)], t)
    out = out.replace('..', '.')
    return out, order
def path(code, v):
    if code in ('null',): return [None, None, None]
    if code == 'unscored': return 'unscored'
    q = code.endswith('?'); c = code.rstrip('?')
    if c in ('A', 'A2'): p = [v[c], None, None]
    elif c in ('B', 'B2'): p = [v['A'], v[c], None]
    else: p = [v['A'], v['B'], v[c]]
    if q: p[[i for i, x in enumerate(p) if x is None][0]] = '?'
    return p
claims = []; marks = {}
for i, (tag, mark, t, spk) in enumerate(entries):
    sc = SCEN[i % 20]; v, lv = draw(sc)
    text, ment = fill(t, v)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, 'null')
    bel = path(code, v)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, bel))})
    marks[cid] = {'mark': mark, 'tag': tag, 'template': t, 'values': {k: v[k] for k in SLOTS}}
notes = lines('notes.txt'); rng.shuffle(notes)
ests = []; n = 0
for i, (style, adv, prior, cur, t) in enumerate(notes):
    sc = SCEN[i % 20]; v, lv = draw(sc)
    text, ment = fill(t, v)
    for kind, code in (('prior', prior), ('current', cur)):
        n += 1; eid = 'e-%03d' % n
        p = path(code, v)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': p if p == 'unscored' else dict(zip(lv, p))})
        marks[eid] = {'style': style, 'adv': adv == '1', 'code': code, 'template': t, 'values': {k: v[k] for k in SLOTS}}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv_c = [c['id'] for c in claims if marks[c['id']]['mark'] == 'ADV']
print(len(claims), 'claims', len(ests), 'estimates', len(adv_c), 'adversarial claims',
      sum(1 for e in ests if marks[e['id']]['adv']), 'adversarial estimate records')
