"""Builds claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json (seed 147).
One seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn (entry number modulo 20);
one draw per text: two top units, two middle siblings under the first, three lowest-level units under the first
middle unit, each in a drawn order. Level nouns by set 53's rule."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
import texts as T
rng = random.Random(147)
U = json.load(open(os.path.join(HERE, 'universes.json')))
order = json.load(open(os.path.join(ROOT, 'ref', 'set147_scenarios.json')))

def noun(k):
    k = k.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')

ents = []  # (construction, speaker, mark, template)
for m, lst in (('C', T.REPLY_C), ('B', T.REPLY_B), ('A', T.REPLY_A), ('adv', T.REPLY_ADV), ('null', T.REPLY_NULL)):
    ents += [('realistic_reply', 'defender', m, x) for x in lst]
for tag, lst in T.PERSONA.items():
    ents += [(tag, 'defender', m, x) for m, x in lst]
ents += [('attacker_probe', 'attacker', 'null', x) for x in T.PROBE_PLAIN]
ents += [('attacker_probe', 'attacker', 'adv', x) for x in T.PROBE_ADV]
assert len(ents) == 300 and len({e[3] for e in ents}) == 300
rng.shuffle(ents)

def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'],
                lA=noun(lv[0]), lB=noun(lv[1]), lC=noun(lv[2])), lv

def fill(tpl, v):
    slots = re.findall(r'\{(N|A2?|B2?|C[23]?|l[ABC])\}', tpl)
    txt = tpl
    for k in sorted(v, key=len, reverse=True):
        txt = txt.replace('{%s}' % k, v[k])
    ment = []
    for s in slots:
        if s[0] in 'ABC' and v[s] not in ment:
            ment.append(v[s])
    return txt, ment

def path(v, lv, code):
    out = {l: None for l in lv}
    if code is None:
        return out
    if code in ('C', 'C2', 'C3'):
        out[lv[0]], out[lv[1]], out[lv[2]] = v['A'], v['B'], v[code]
    elif code == 'B?':
        out[lv[0]], out[lv[1]], out[lv[2]] = v['A'], v['B'], '?'
    elif code in ('B', 'B2'):
        out[lv[0]], out[lv[1]] = v['A'], v[code]
    elif code == 'A':
        out[lv[0]] = v['A']
    return out

claims, marks = [], []
for i, (tag, spk, m, tpl) in enumerate(ents):
    sc = order[i % 20]
    v, lv = draw(sc)
    txt, ment = fill(tpl, v)
    belief = path(v, lv, m if m in ('A', 'B', 'C') else None)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
                   'text': txt, 'mentions': ment, 'belief': belief})
    marks.append({'id': rid, 'mark': m, 'template': tpl, 'values': v})
notes = []
for sty, imgs in T.STYLES.items():
    for j, (rd, p, c, adv) in enumerate(T.READINGS):
        notes.append((sty, imgs[j % 3] + ': ' + rd, p, c, adv))
assert len(notes) == 60 and len({n[1] for n in notes}) == 60
rng.shuffle(notes)
ests = []
for i, (sty, tpl, p, c, adv) in enumerate(notes):
    sc = order[i % 20]
    v, lv = draw(sc)
    txt, _ = fill(tpl, v)
    for k, code in (('prior', p), ('current', c)):
        rid = 'e-%03d' % (len(ests) + 1)
        lab = 'unscored' if code == 'unscored' else path(v, lv, code)
        ests.append({'id': rid, 'scenario': sc, 'kind': k, 'construction': sty, 'text': txt, 'label': lab})
        marks.append({'id': rid, 'mark': code, 'adv': adv, 'template': tpl, 'values': v})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print(len(claims), 'claims', len(ests), 'estimates', sum(1 for x in marks if x['mark'] == 'adv'), 'adversarial claims',
      sum(1 for x in marks if x.get('adv')), 'adversarial estimate records')
