"""Build set 256: choose scenarios (scen.py), write ref/scenario_choices.json, ref/set256_scenarios.json,
claims.jsonl, estimates.jsonl and build/built.json from build/texts.py. All draws from random.Random(256):
one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and one draw of the
question per defender message; scenarios in turn (entry number modulo 20)."""
import json, os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scen, texts

TOP = scen.TOP
us = scen.universes()
chosen = scen.choose(us)
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 251's 20 scenarios in set 251's order; "
           "represent each by its lowest record id that is neither set 251's id nor one of set 254's ids",
           'chosen': chosen}, open(os.path.join(TOP, 'ref', 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(TOP, 'ref', 'set256_scenarios.json'), 'w'))


def noun(k):
    k = k.lower()
    for s in ('_id', '_name'):
        if k.endswith(s):
            k = k[:-len(s)]
    return k.replace('_', ' ')


def tree(sid):
    u, first, _ = us[sid]
    lv = list(u)
    tops = list(u[lv[0]])
    mids = u[lv[1]]
    lows = u[lv[2]]
    par = {}
    for p, ks in mids.items():
        for k in ks:
            par[k] = p
    for p, ks in lows.items():
        for k in ks:
            par[k] = p
    return lv, tops, mids, lows, par, first


def draw(rng, sid):
    lv, tops, mids, lows, par, first = tree(sid)
    okA = [a for a in tops if len([b for b in mids.get(a, []) if lows.get(b)]) >= 2]
    A = rng.choice(okA)
    Bs = [b for b in mids[A] if lows.get(b)]
    B = rng.choice(Bs)
    B2 = rng.choice([b for b in mids[A] if b != B])
    C = rng.choice(lows[B])
    sib = [c for c in lows[B] if c != C]
    rng.shuffle(sib)
    other = [c for b in mids[A] if b != B for c in lows.get(b, [])]
    rng.shuffle(other)
    cc = sib + other
    A2 = rng.choice([a for a in tops if a != A])
    v = {'N': first, 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': cc[0], 'C3': cc[1],
         'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    return lv, v


UNITS = ['A2', 'A', 'B2', 'B', 'C2', 'C3', 'C']


def fill(tpl, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], tpl)


def mentions(tpl, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        k = m.group(1)
        if k in UNITS and v[k] not in out:
            out.append(v[k])
    return out


rng = random.Random(256)
items = [('realistic_reply', c, t) for c, t in texts.REPLIES]
items += [('attacker_probe', 'X' if re.search(r'\{(A2?|B2?|C[23]?)\}', t) else 'N', t) for t in texts.PROBES]
for tag, rows in texts.PERSONA.items():
    items += [(tag, c, t) for c, t in rows]
assert len(items) == 300
rng.shuffle(items)
notes = [(st, p, c, adv, t) for st, rows in texts.NOTES.items() for p, c, adv, t in rows]
rng.shuffle(notes)


def belief(code, lv, v, sid):
    u = us[sid][0]
    if code in ('N', 'X'):
        vals = [None, None, None]
    elif code == 'U':
        return 'unscored'
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = [v['A'], v['B'], '?']
    else:
        x = v[code]
        if x in u[lv[0]]:
            vals = [x, None, None]
        elif any(x in ks for ks in u[lv[1]].values()):
            vals = [[a for a, ks in u[lv[1]].items() if x in ks][0], x, None]
        else:
            b = [b for b, ks in u[lv[2]].items() if x in ks][0]
            a = [a for a, ks in u[lv[1]].items() if b in ks][0]
            vals = [a, b, x]
    return dict(zip(lv, vals))


claims, adv_c, built = [], [], {'claims': [], 'notes': []}
for i, (tag, code, tpl) in enumerate(items):
    sid = ids[i % 20]
    lv, v = draw(rng, sid)
    spk = 'attacker' if tag == 'attacker_probe' else 'defender'
    q = None if spk == 'attacker' else fill(rng.choice(texts.QUESTIONS), v)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': fill(tpl, v), 'mentions': mentions(tpl, v), 'belief': belief(code, lv, v, sid)})
    if code == 'X':
        adv_c.append(cid)
    built['claims'].append({'id': cid, 'tag': tag, 'code': code, 'template': tpl})
ests, adv_e, unscored = [], [], []
k = 0
for j, (st, p, c, adv, tpl) in enumerate(notes):
    sid = ids[j % 20]
    lv, v = draw(rng, sid)
    txt = fill(tpl, v)
    for kind, code in (('prior', p), ('current', c)):
        k += 1
        eid = 'e-%03d' % k
        lab = belief(code, lv, v, sid)
        ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': st, 'text': txt, 'label': lab})
        if adv:
            adv_e.append(eid)
        if lab == 'unscored':
            unscored.append(eid)
    built['notes'].append({'ids': [ests[-2]['id'], ests[-1]['id']], 'style': st, 'prior': p, 'current': c,
                           'adv': adv, 'template': tpl})
with open(os.path.join(TOP, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(TOP, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
built.update({'adv_claims': adv_c, 'adv_ests': adv_e, 'unscored': unscored, 'chosen': chosen})
json.dump(built, open(os.path.join(TOP, 'build', 'built.json'), 'w'), indent=1, ensure_ascii=False)
print('claims', len(claims), 'adv', len(adv_c), 'ests', len(ests), 'adv notes', len(adv_e) // 2, 'unscored', len(unscored))
