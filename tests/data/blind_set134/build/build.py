# Set 134's generator: reads build/real.txt, tags.txt, attacker.txt, notes.txt ("|"-separated) and
# build/universes.json; seed 134: one seeded shuffle of the 300 claim templates and of the 60 notes, scenarios
# in turn (entry number modulo 20), one draw per text (two top units, two middle siblings under the first, the
# three lowest-level units under the first middle unit, in a drawn order). Level nouns by set 53's rule.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(134)
U = json.load(open(os.path.join(HERE, 'universes.json')))
chosen = json.load(open(os.path.join(OUT, 'ref', 'set134_scenarios.json')))

def rows(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

claims_t = [('realistic_reply', 'defender', m, t) for m, t in rows('real.txt')]
claims_t += [(g, 'defender', m, t) for g, m, t in rows('tags.txt')]
claims_t += [('attacker_probe', 'attacker', m, t) for m, t in rows('attacker.txt')]
notes_t = [tuple(r) for r in rows('notes.txt')]
assert len(claims_t) == 300 and len(notes_t) == 60

def noun(level):
    l = re.sub(r'_(name|code|id)$', '', level.lower())
    return l.replace('_', ' ')

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    v = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'N': U[sc]['name'],
         'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2]),
         'lAs': noun(lv[0]) + 's', 'lBs': noun(lv[1]) + 's', 'lCs': noun(lv[2]) + 's'}
    return lv, v

def fill(t, v):
    ment = []
    for k in re.findall(r'\{(\w+)\}', t):
        if k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[k] not in ment:
            ment.append(v[k])
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t), ment

def path(code, v):
    if code == '0':
        return [None, None, None]
    if code == 'U':
        return 'unscored'
    q = code.endswith('?'); c = code.rstrip('?')
    if c[0] == 'A':
        p = [v[c], None, None]
    elif c[0] == 'B':
        p = [v['A'], v[c], None]
    else:
        p = [v['A'], v['B'], v[c]]
    if q:
        p[p.index(None)] = '?'
    return p

rng.shuffle(claims_t)
rng.shuffle(notes_t)
claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_t):
    sc = chosen[i % 20]
    lv, v = draw(sc)
    text, ment = fill(t, v)
    bel = path({'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, '0'), v)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, bel))})
    marks[cid] = {'mark': mark, 'template': t, 'vals': v}
ests, emarks = [], {}
for i, (style, adv, pr, cu, t) in enumerate(notes_t):
    sc = chosen[i % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
        lab = path(code, v)
        eid = 'e-%03d' % (2 * i + j + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
        emarks[eid] = {'adv': adv == '1', 'code': code, 'template': t, 'vals': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as f:
    for r in claims:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
    for r in ests:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
adv = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
print('claims', len(claims), 'estimates', len(ests), 'adversarial claims', len(adv),
      'adversarial estimate records', sum(1 for e in emarks.values() if e['adv']))
