#!/usr/bin/env python3
"""Fill set 30's templates (d_real.txt, d_new.txt, e_est.txt) into claims.jsonl and estimates.jsonl.
Seeds: claims shuffle 30001, estimates shuffle 30003; path seed 30000 + entry (claims), 30500 + entry (notes)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set30_scenarios.json')))
MALE = {'Marcus', 'David', 'Ethan', 'Chen', 'Evan'}

def noun(k):
    k = re.sub(r'_(name|id|code)$', '', k)
    return k.replace('_', ' ')

def mock(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower()); up = not up
        else:
            out.append(ch)
    return ''.join(out)

def paths(u):
    L = list(u)
    res = []
    for a in u[L[0]]:
        for b in u[L[1]].get(a, []):
            kids = u[L[2]].get(b, [])
            sibs_b = u[L[1]][a]
            if len(kids) >= 3 and len(sibs_b) >= 2:
                for c in kids:
                    res.append((a, b, c))
    return res

def slots(sid, seed):
    u = U[sid]['universe']; name = U[sid]['name']
    L = list(u)
    rng = random.Random(seed)
    a, b, c = rng.choice(paths(u))
    cs = [x for x in u[L[2]][b] if x != c]; rng.shuffle(cs)
    bs = [x for x in u[L[1]][a] if x != b]; b2 = rng.choice(bs)
    b2c = rng.choice(u[L[2]].get(b2, [None])) if u[L[2]].get(b2) else None
    a2s = [x for x in u[L[0]] if x != a and u[L[1]].get(x)]; a2 = rng.choice(a2s)
    a2b = rng.choice(u[L[1]][a2])
    m = name in MALE
    S = {'A': a, 'B': b, 'C': c, 'C2': cs[0], 'C3': cs[1], 'B2': b2, 'B2C': b2c, 'A2': a2, 'A2B': a2b,
         'N': name, 'lA': noun(L[0]), 'lB': noun(L[1]), 'lC': noun(L[2]),
         'kA': L[0], 'kB': L[1], 'kC': L[2], 'UA': L[0].upper(), 'UB': L[1].upper(), 'UC': L[2].upper(),
         'she': 'he' if m else 'she', 'She': 'He' if m else 'She', 'her': 'his' if m else 'her',
         'Her': 'His' if m else 'Her', 'him': 'him' if m else 'her', 'hers': 'his' if m else 'hers',
         'herself': 'himself' if m else 'herself'}
    for k in ('A', 'B', 'C', 'C2', 'C3', 'B2', 'A2'):
        S['m' + k] = mock(S[k])
    ENT = {'A': a, 'B': b, 'C': c, 'C2': cs[0], 'C3': cs[1], 'B2': b2, 'B2C': b2c, 'A2': a2, 'A2B': a2b}
    return S, ENT, L

def fill(text, S, ENT):
    used = []
    def rep(m):
        k = m.group(1)
        if k not in S or S[k] is None:
            raise KeyError(k)
        base = k[1:] if (k.startswith('m') and k[1:] in ENT) else k
        if base in ENT and ENT[base] not in used:
            used.append(ENT[base])
        return S[k]
    out = re.sub(r'\{(\w+)\}', rep, text)
    # a value ending in a full stop (`Inc.`) at the end of a sentence: one full stop, not two
    out = re.sub(r'(?<!\.)\.\.(?!\.)', '.', out)
    return out, used

def belief(slot, ENT, L):
    v = {'A': [ENT['A'], None, None], 'B': [ENT['A'], ENT['B'], None], 'C': [ENT['A'], ENT['B'], ENT['C']],
         '-': [None, None, None]}[slot]
    return dict(zip(L, v))

entries = []
for fn in ('d_real.txt', 'd_new.txt'):
    for ln, line in enumerate(open(os.path.join(HERE, fn), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        doubt = None
        if ' ## ' in line:
            line, doubt = line.split(' ## ', 1)
        parts = line.split(' ', 3 if fn == 'd_new.txt' else 2)
        if fn == 'd_new.txt':
            tag, slot, mark, text = parts
        else:
            tag = 'realistic_reply'; slot, mark, text = parts
        assert slot in 'ABC-' and mark in 'a.', (fn, ln, line)
        entries.append((fn, ln, tag, slot, mark, text, doubt))
claims, meta = [], []
for k, (fn, ln, tag, slot, mark, text, doubt) in enumerate(entries):
    sid = SCEN[k % 20]
    S, ENT, L = slots(sid, 30000 + k)
    t, used = fill(text.replace('\\n', '\n'), S, ENT)
    b = belief(slot, ENT, L)
    for v in b.values():
        if v is not None and v not in used:
            # committed value must be mentioned or be a parent of a mention
            assert any(v in (ENT['A'], ENT['B']) for _ in [0]) and used, (fn, ln)
    att = tag == 'attacker_probe'
    claims.append({'id': None, 'scenario': sid, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Which %s is %s in?' % (S['lC'], S['N']),
                   'text': t, 'mentions': used, 'belief': b})
    meta.append({'source': fn, 'line': ln, 'entry': k, 'adversarial': mark == 'a', 'slot': slot, 'doubt': doubt})
order = list(range(len(claims)))
random.Random(30001).shuffle(order)
ids, adv, doubts = [], [], []
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for n, i in enumerate(order, 1):
        r = claims[i]; r['id'] = 'c-%03d' % n
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
        m = dict(meta[i]); m['id'] = r['id']; ids.append(m)
        if m['adversarial']:
            adv.append(r['id'])
        if m['doubt']:
            doubts.append({'id': r['id'], 'tag': r['construction'], 'belief': r['belief'], 'doubt': m['doubt']})
json.dump(sorted(ids, key=lambda x: x['id']), open(os.path.join(HERE, 'ids.json'), 'w'), indent=1)
json.dump(sorted(adv), open(os.path.join(HERE, 'adversarial.json'), 'w'), indent=1)
json.dump(sorted(doubts, key=lambda x: x['id']), open(os.path.join(HERE, 'doubts_filled.json'), 'w'), indent=1, ensure_ascii=False)

# ---- estimates ----
ests = []
k = 0
for ln, line in enumerate(open(os.path.join(HERE, 'e_est.txt'), encoding='utf-8'), 1):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('#'):
        continue
    tag, pl, cl, text = line.split('|', 3)
    sid = SCEN[k % 20]
    S, ENT, L = slots(sid, 30500 + k)
    t, used = fill(text.replace('\\n', '\n'), S, ENT)
    def lab(code):
        if code == 'U':
            return 'unscored'
        assert len(code) == 3, (ln, code)
        vals = []
        for i, ch in enumerate(code):
            if ch == 'x':
                vals.append([ENT['A'], ENT['B'], ENT['C']][i])
            elif ch == 'y':
                vals.append([ENT['A2'], ENT['B2'], ENT['C2']][i])
            elif ch == '-':
                vals.append(None)
            else:
                vals.append('?')
        # fill ancestors for y values
        if code[1] == 'y' and code[0] != 'x':
            raise AssertionError(ln)
        if code[0] == 'y' and code[1] not in '-?':
            vals[1] = ENT['A2B']
        return dict(zip(L, vals))
    for kind, code in (('prior', pl), ('current', cl)):
        ests.append({'id': None, 'scenario': sid, 'kind': kind, 'construction': tag, 'text': t, 'label': lab(code)})
    k += 1
order = list(range(len(ests)))
random.Random(30003).shuffle(order)
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for n, i in enumerate(order, 1):
        r = ests[i]; r['id'] = 'e-%03d' % n
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
print(len(claims), 'claims', len(ests), 'estimates', len(adv), 'adversarial')
