"""Builds set 120's claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt.
Seed 120: one seeded shuffle of the claim entries and of the notes, scenarios assigned in turn (entry number
modulo 20), and for each text one draw: two top units, two middle siblings under the first, the three
lowest-level units under the first middle unit, each in a drawn order. Writes build/marks.json too."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set120_scenarios.json')))
rng = random.Random(120)
SPECIAL = {'full_affiliation': 'team', 'project_codename': 'project'}

def noun(key):
    k = key.lower()
    if k in SPECIAL:
        return SPECIAL[k]
    k = re.sub(r'_(name|code|id)$', '', k)
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def rows(name, ntab):
    out = []
    for ln in open(os.path.join(HERE, name)):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('\t')
            assert len(p) == ntab, (name, ln)
            out.append(p)
    return out

entries = [('realistic_reply', m, t, 'defender') for m, t in rows('real.txt', 2)]
entries += [(tag, m, t, 'defender') for tag, m, t in rows('tags.txt', 3)]
entries += [('attacker_probe', m, t, 'attacker') for m, t in rows('attacker.txt', 2)]
notes = rows('notes.txt', 5)
assert len(entries) == 300 and len(notes) == 60
rng.shuffle(entries)
rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|l[ABC]s?)\}')
UNIT = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = rng.sample(list(u[lv[0]]), 2)
    mids = rng.sample(list(u[lv[1]][tops[0]]), 2)
    lows = rng.sample(list(u[lv[2]][mids[0]]), 3)
    v = {'N': U[sc]['name'], 'A': tops[0], 'A2': tops[1], 'B': mids[0], 'B2': mids[1],
         'C': lows[0], 'C2': lows[1], 'C3': lows[2]}
    for k, key in zip('ABC', lv):
        v['l' + k] = noun(key)
        v['l' + k + 's'] = plural(noun(key))
    return lv, v

def fill(t, v):
    text = SLOT.sub(lambda m: v[m.group(1)], t)
    assert '{' not in text and '}' not in text, text
    text = re.sub(r'(Inc|Corp)\.\.', r'\1.', text)  # a unit name ending in a full stop, at a sentence end
    mentions = []
    for m in SLOT.finditer(t):
        if m.group(1) in UNIT and v[m.group(1)] not in mentions:
            mentions.append(v[m.group(1)])
    return text, mentions

def path(code, v):
    if code == '0':
        return [None, None, None]
    q = code.endswith('?')
    c = code.rstrip('?')
    if c in ('A', 'A2'):
        p = [v[c], None, None]
    elif c in ('B', 'B2'):
        p = [v['A'], v[c], None]
    else:
        p = [v['A'], v['B'], v[c]]
    if q:
        p[p.index(None)] = '?'
    return p

claims, marks = [], {}
for i, (tag, mark, t, spk) in enumerate(entries):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, mentions = fill(t, v)
    b = path(mark, v) if mark in ('A', 'B', 'C') else [None, None, None]
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, b))})
    marks[rid] = {'mark': mark, 'template': t, 'values': v}
ests = []
for i, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        rid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        marks[rid] = {'mark': code, 'adv': adv, 'template': t, 'values': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv = sum(1 for r in claims if marks[r['id']]['mark'] == 'X')
print(len(claims), 'claims', len(ests), 'estimates', adv, 'adversarial claims',
      sum(1 for r in ests if marks[r['id']]['adv'] == '1'), 'adversarial estimate records')
