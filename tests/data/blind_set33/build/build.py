import json, os, random, re
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
UV = json.load(open(os.path.join(B, 'universes.json')))
SC = json.load(open(os.path.join(H, 'ref', 'set33_scenarios.json')))

def noun(k):
    return re.sub(r'_(name|id|code)$', '', k).replace('_', ' ')

def pick_path(sc, seed):
    u = UV[sc]['universe']; lv = list(u); rng = random.Random(seed)
    cands = []
    for a in u[lv[0]]:
        for b in u[lv[1]].get(a, []):
            cs = u[lv[2]].get(b, [])
            sib = [x for x in u[lv[1]].get(a, []) if x != b and u[lv[2]].get(x)]
            others = [x for x in u[lv[0]] if x != a and u[lv[1]].get(x)]
            if len(cs) >= 3 and sib and others:
                for c in cs:
                    cands.append((a, b, c))
    a, b, c = rng.choice(sorted(cands))
    cs = [x for x in u[lv[2]][b] if x != c]; rng.shuffle(cs)
    b2 = rng.choice(sorted(x for x in u[lv[1]][a] if x != b and u[lv[2]].get(x)))
    a2 = rng.choice(sorted(x for x in u[lv[0]] if x != a and u[lv[1]].get(x)))
    a2b = sorted(u[lv[1]][a2])[0]
    s = {'A': a, 'B': b, 'C': c, 'C2': cs[0], 'C3': cs[1], 'B2': b2, 'A2': a2, 'A2B': a2b,
         'N': UV[sc]['name']}
    for i, L in enumerate('ABC'):
        s['l' + L] = noun(lv[i]); s['k' + L] = lv[i]; s['K' + L] = lv[i][0].upper() + lv[i][1:]
    return lv, s

ENT = ('A', 'B', 'C', 'C2', 'C3', 'B2', 'A2', 'A2B')

def fill(t, s):
    ment = []
    def rep(m):
        k = m.group(1)
        if k in ENT and s[k] not in ment:
            ment.append(s[k])
        return s[k]
    return re.sub(r'\{([A-Za-z0-9]+)\}', rep, t), ment

def belief(slot, lv, s):
    v = {'C': [s['A'], s['B'], s['C']], 'B': [s['A'], s['B'], None], 'P': [s['A'], s['B'], None],
         'A': [s['A'], None, None], '-': [None, None, None]}[slot]
    return dict(zip(lv, v))

entries = []  # (tag, slot, adv, template, src)
opens = [l.rstrip('\n') for l in open(os.path.join(B, 'real_open.txt')) if l.strip()]
cores = [l.rstrip('\n').split('|', 2) for l in open(os.path.join(B, 'real_core.txt')) if l.strip()]
cores2 = [l.rstrip('\n').split('|', 2) for l in open(os.path.join(B, 'real_core2.txt')) if l.strip()]
for ci, (slot, adv, core) in enumerate(cores):
    op = opens[ci % len(opens)]
    if op[-1] in '.?':
        core = core[0].upper() + core[1:]
    entries.append(('realistic_reply', slot, adv, op + ' ' + core, 'real_core.txt:%d+real_open.txt:%d' % (ci + 1, ci % len(opens) + 1)))
for ci, (slot, adv, core) in enumerate(cores2):
    entries.append(('realistic_reply', slot, adv, core, 'real_core2.txt:%d' % (ci + 1)))
for n, l in enumerate(open(os.path.join(B, 'd_new.txt')), 1):
    if l.strip():
        tag, slot, adv, t = l.rstrip('\n').split('|', 3)
        entries.append((tag, slot, adv, t, 'd_new.txt:%d' % n))
recs = []
for n, (tag, slot, adv, t, src) in enumerate(entries):
    sc = SC[n % len(SC)]
    lv, s = pick_path(sc, 33000 + n)
    text, ment = fill(t, s)
    text = text[0].upper() + text[1:]
    recs.append({'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                 'construction': tag,
                 'question': None if tag == 'attacker_probe' else 'Which %s is %s in?' % (noun(lv[2]), s['N']),
                 'text': text, 'mentions': ment, 'belief': belief(slot, lv, s),
                 '_adv': adv, '_src': src, '_slot': slot})
rng = random.Random(33001); rng.shuffle(recs)
adv = []; ids = []
with open(os.path.join(H, 'claims.jsonl'), 'w') as f:
    for i, r in enumerate(recs, 1):
        rid = 'c-%03d' % i
        if r['_adv'] == 'a':
            adv.append(rid)
        ids.append({'id': rid, 'src': r['_src'], 'adv': r['_adv'], 'slot': r['_slot']})
        out = {'id': rid}
        out.update({k: v for k, v in r.items() if not k.startswith('_')})
        f.write(json.dumps(out, ensure_ascii=False) + '\n')
json.dump(ids, open(os.path.join(B, 'ids.json'), 'w'), indent=0)
json.dump(adv, open(os.path.join(B, 'adversarial.json'), 'w'))

def lab(code, lv, s):
    if code == 'UUU':
        return 'unscored'
    wrong = [s['A2'], s['B2'], s['C2']]; path = [s['A'], s['B'], s['C']]
    vals = []
    for k, ch in enumerate(code):
        vals.append({'x': path[k], 'y': wrong[k], '-': None, '?': '?'}[ch])
    if code[0] == 'y':
        vals[1] = s['A2B'] if code[1] == 'x' else vals[1]
    return dict(zip(lv, vals))

ests = []
for n, l in enumerate([l for l in open(os.path.join(B, 'e_est.txt')) if l.strip()]):
    tag, p, c, t = l.rstrip('\n').split('|', 3)
    sc = SC[n % len(SC)]
    lv, s = pick_path(sc, 33500 + n)
    text, _ = fill(t.replace('\\n', '\n'), s)
    for kind, code in (('prior', p), ('current', c)):
        ests.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': text, 'label': lab(code, lv, s)})
rng = random.Random(33003); rng.shuffle(ests)
with open(os.path.join(H, 'estimates.jsonl'), 'w') as f:
    for i, r in enumerate(ests, 1):
        out = {'id': 'e-%02d' % i}; out.update(r)
        f.write(json.dumps(out, ensure_ascii=False) + '\n')
print(len(recs), len(adv), len(ests))
