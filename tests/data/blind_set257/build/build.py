"""Builds set 257: ref/scenario_choices.json, ref/set257_scenarios.json, claims.jsonl, estimates.jsonl and
build/built.json from build/scen.json (written by build/scen.py) and build/texts.py. One random.Random(257):
one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and of the question
per defender message; scenarios in turn (entry number modulo 20)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import texts as T

scen = json.load(open(os.path.join(HERE, 'scen.json')))
rule = ("group the 300 records by tree; take the 20 trees holding set 252's 20 scenarios in set 252's order; "
        "represent each by its lowest record id that is neither set 252's id nor one of set 256's ids")
json.dump({'rule': rule, 'chosen': [{'scenario': s['scenario'], 'set252_id': s['set252_id'],
           'records_with_this_tree': s['records_with_this_tree']} for s in scen]},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([s['scenario'] for s in scen], open(os.path.join(ROOT, 'ref', 'set257_scenarios.json'), 'w'))

def noun(k):
    k = k.lower()
    for suf in ('_id', '_name'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

rng = random.Random(257)

def draw(s):
    u = s['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    mids = u[lv[1]]
    lows = u[lv[2]]
    cands = [(a, b, c) for a in tops for b in mids.get(a, []) for c in lows.get(b, [])
             if len(mids.get(a, [])) >= 2 and len(tops) >= 2]
    a, b, c = rng.choice(cands)
    a2 = rng.choice([x for x in tops if x != a])
    b2 = rng.choice([x for x in mids[a] if x != b])
    others = [x for x in lows[b] if x != c] + [x for bb in mids[a] if bb != b for x in lows.get(bb, [])]
    c2, c3 = others[0], others[1]
    return {'N': s['name'], 'A': a, 'B': b, 'C': c, 'A2': a2, 'B2': b2, 'C2': c2, 'C3': c3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}, lv

def parent_path(u, lv, e):
    for a in u[lv[0]]:
        if e == a:
            return [a, None, None]
        for b in u[lv[1]].get(a, []):
            if e == b:
                return [a, b, None]
            if e in u[lv[2]].get(b, []):
                return [a, b, e]
    raise KeyError(e)

UNIT = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def fill(tpl, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], tpl)

def mentions(tpl, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        if m.group(1) in UNIT and v[m.group(1)] not in out:
            out.append(v[m.group(1)])
    return out

items = []  # (template, kind, construction, speaker)
for k, lst in (('L', T.L2), ('M', T.L1), ('T', T.L0), ('X', T.ADV), ('N', T.NUL)):
    for x in lst:
        items.append((x, k, 'realistic_reply', 'defender'))
for tag, lst in T.PERSONA.items():
    for x, k in zip(lst, T.PERSONA_KINDS):
        items.append((x, k, tag, 'defender'))
for x in T.PROBES:
    items.append((x, 'P', 'attacker_probe', 'attacker'))
assert len(items) == 300
rng.shuffle(items)
claims, built = [], {'claims': [], 'notes': []}
for i, (tpl, k, tag, spk) in enumerate(items):
    s = scen[i % 20]
    v, lv = draw(s)
    text = fill(tpl, v)
    ms = mentions(tpl, v)
    if k == 'L':
        vals = parent_path(s['universe'], lv, v['C'])
    elif k == 'M':
        vals = [v['A'], v['B'], None]
    elif k == 'T':
        vals = [v['A'], None, None]
    else:
        vals = [None, None, None]
    q = None if spk == 'attacker' else fill(rng.choice(T.QUESTIONS), v)
    adv = k == 'X' or (k == 'P' and bool(ms))
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': s['scenario'], 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': ms, 'belief': dict(zip(lv, vals))})
    built['claims'].append({'id': rid, 'template': tpl, 'kind': k, 'construction': tag, 'adversarial': adv})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')

notes = [(st, p, c, adv, tx) for st, lst in T.NOTES.items() for (p, c, adv, tx) in lst]
assert len(notes) == 60
rng.shuffle(notes)

def label(code, v, s, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        return dict(zip(lv, [None, None, None]))
    q = code.endswith('?')
    base = code.rstrip('?')
    vals = parent_path(s['universe'], lv, v[base])
    if q:
        i = vals.index(None)
        vals[i] = '?'
    return dict(zip(lv, vals))

ests = []
for i, (st, p, c, adv, tx) in enumerate(notes):
    s = scen[i % 20]
    v, lv = draw(s)
    text = fill(tx, v)
    for j, (kind, code) in enumerate((('prior', p), ('current', c))):
        rid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': rid, 'scenario': s['scenario'], 'kind': kind, 'construction': st, 'text': text,
                     'label': label(code, v, s, lv)})
    built['notes'].append({'ids': ['e-%03d' % (2 * i + 1), 'e-%03d' % (2 * i + 2)], 'style': st, 'prior': p,
                           'current': c, 'adversarial': adv, 'template': tx})
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(built, open(os.path.join(HERE, 'built.json'), 'w'), indent=1, ensure_ascii=False)
print('claims', len(claims), 'estimates', len(ests))
