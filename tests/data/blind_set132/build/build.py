# Set 132's generator: reads build/real.txt, tags.txt, attacker.txt, notes.txt and build/universes.json; seed 132;
# one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo 20);
# one draw per text; level nouns by set 53's rule; writes claims.jsonl, estimates.jsonl and build/marks.json.
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rng = random.Random(132)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set132_scenarios.json')))

def noun(level):
    s = level.lower()
    for suf in ('_name', '_code', '_id'):
        if s.endswith(suf):
            s = s[:-len(suf)]
    return s.replace('_', ' ')

def rows(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, name)) if l.strip()]

claims_t = [('realistic_reply', 'defender', m, t) for m, t in rows('real.txt')]
claims_t += [(tag, 'defender', m, t) for tag, m, t in rows('tags.txt')]
claims_t += [('attacker_probe', 'attacker', m, t) for m, t in rows('attacker.txt')]
notes_t = rows('notes.txt')
assert len(claims_t) == 300 and len(notes_t) == 60
rng.shuffle(claims_t)
rng.shuffle(notes_t)
SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    A, A2 = rng.sample(u[lv[0]], 2)
    B, B2 = rng.sample(u[lv[1]][A], 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    v = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'],
             lA=noun(lv[0]), lB=noun(lv[1]), lC=noun(lv[2]))
    return v, lv

def fill(t, v):
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], t)

def order(t, v):
    out = []
    for m in re.finditer(r'\{(\w+)\}', t):
        k = m.group(1)
        if k in SLOTS and v[k] not in out:
            out.append(v[k])
    return out

def path(mark, v, lv):
    if mark in ('X', 'N', 'null'):
        return dict.fromkeys(lv)
    if mark == 'U':
        return 'unscored'
    q = mark.endswith('?'); m = mark.rstrip('?')
    if m[0] == 'A':
        vals = [v[m], '?' if q else None, None]
    elif m[0] == 'B':
        vals = [v['A'], v[m], '?' if q else None]
    else:
        vals = [v['A'], v['B'], v[m]]
    return dict(zip(lv, vals))

claims, marks = [], {}
for i, (tag, spk, mark, t) in enumerate(claims_t):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % v['N']) if spk == 'defender' else None,
                   'text': fill(t, v), 'mentions': order(t, v), 'belief': path(mark, v, lv)})
    marks[cid] = {'mark': mark, 'adversarial': mark == 'X', 'template': t, 'values': v}
ests = []
for i, (style, adv, pr, cu, t) in enumerate(notes_t):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    x = fill(t, v)
    for k, (kind, mk) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + k + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': x,
                     'label': path(mk, v, lv)})
        marks[eid] = {'mark': mk, 'adversarial': adv == '1', 'template': t, 'values': v}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), 'claims', len(ests), 'estimates', sum(1 for c in claims if marks[c['id']]['adversarial']), 'adversarial claims',
      sum(1 for e in ests if marks[e['id']]['adversarial']), 'adversarial estimate records')
