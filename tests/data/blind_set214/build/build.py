"""Set 214 build: reads real.txt, tags.txt, attacker.txt, notes.txt and universes.json (from choose.py); writes
../claims.jsonl and ../estimates.jsonl. Every drawn value comes from random.Random(214): one shuffle of the 300 claim
templates, one of the 60 notes, one draw of units per text, one question per defender message; scenario = entry
number modulo 20. --check: report unit names and level-noun words in fixed text, unknown slots, articles before
a level-noun slot."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set214_scenarios.json')))
NOUN = {'team_id': 'team', 'team_name': 'team', 'business_unit': 'business unit', 'project_code': 'project',
        'project_team': 'project team'}
noun = lambda k: NOUN.get(k, k.replace('_', ' '))
LEVELWORDS = {'division', 'department', 'team', 'group', 'project', 'company', 'corporation', 'business'}
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
UNITSLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
rng = random.Random(214)

def lines(f):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, f)) if l.strip()]

claims_src = [('realistic_reply', m, t) for m, t in lines('real.txt')]
claims_src += [(tag, m, t) for tag, m, t in lines('tags.txt')]
claims_src += [('attacker_probe', 'P', t[0]) for t in lines('attacker.txt')]
notes_src = lines('notes.txt')
assert len(claims_src) == 300 and len(notes_src) == 60

def draw(sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]]); A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A]); B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B]); C, C2, C3 = rng.sample(lows, 3)
    v = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'])
    v.update(L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2]))
    return lv, v

def fill(t, v):
    def rep(m):
        s = v[m.group(1)]
        if m.group(2):
            return s + ("'" if s.endswith('s') else "'s")
        return s
    out = re.sub(r"\{(\w+)\}('s)?", rep, t)
    return out[0].upper() + out[1:]

def mentions(t, v):
    out = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in UNITSLOTS and v[s] not in out:
            out.append(v[s])
    return out

def check():
    probs = 0
    allunits = set()
    for sc in U:
        u = U[sc]['universe']; lv = list(u)
        allunits |= set(u[lv[0]]); [allunits.update(k) for k in u[lv[1]].values()]; [allunits.update(k) for k in u[lv[2]].values()]
    for row in claims_src + [(n[0], n[1], n[4]) for n in notes_src]:
        t = row[2]
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS: print('unknown slot', s, t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for w in re.findall(r'[A-Za-z]+', fixed):
            if w.lower() in LEVELWORDS: print('level word', w, t); probs += 1
        for un in allunits:
            if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(un.replace('_', ' ')), fixed): print('unit name', un, '|', t); probs += 1
        if re.search(r'(?i)\b(a|an)\s+\{L[012]\}', t): print('article', t); probs += 1
    print(probs, 'problems')

if '--check' in sys.argv:
    check(); sys.exit()

order = list(range(300)); rng.shuffle(order)
claims = []; adv = []
for i, k in enumerate(order):
    tag, mark, t = claims_src[k]
    sc = SCEN[i % 20]; lv, v = draw(sc)
    q = None if tag == 'attacker_probe' else fill(rng.choice(QUESTIONS), v)
    b = {l: None for l in lv}
    if mark == 'L': b = dict(zip(lv, [v['A'], v['B'], v['C']]))
    elif mark == 'M': b = dict(zip(lv, [v['A'], v['B'], None]))
    elif mark == 'T': b = dict(zip(lv, [v['A'], None, None]))
    m = mentions(t, v)
    cid = 'c-%03d' % (i + 1)
    if mark == 'X' or (mark == 'P' and m): adv.append(cid)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                   'construction': tag, 'question': q, 'text': fill(t, v), 'mentions': m, 'belief': b, '_mark': mark, '_tpl': t})
nord = list(range(60)); rng.shuffle(nord)
ests = []; eadv = []
def label(code, lv, v):
    if code == 'U': return 'unscored'
    if code == 'N': return {l: None for l in lv}
    if code == 'A?': return dict(zip(lv, [v['A'], '?', None]))
    if code == 'B?': return dict(zip(lv, [v['A'], v['B'], '?']))
    if code in ('A', 'A2'): return dict(zip(lv, [v[code], None, None]))
    if code in ('B', 'B2'): return dict(zip(lv, [v['A'], v[code], None]))
    return dict(zip(lv, [v['A'], v['B'], v[code]]))
for i, k in enumerate(nord):
    style, kind, pr, cu, t = notes_src[k]
    sc = SCEN[i % 20]; lv, v = draw(sc)
    txt = fill(t, v)
    for j, (kn, code) in enumerate((('prior', pr), ('current', cu))):
        eid = 'e-%03d' % (2 * i + j + 1)
        if kind != '-': eadv.append(eid)
        ests.append({'id': eid, 'scenario': sc, 'kind': kn, 'construction': style, 'text': txt, 'label': label(code, lv, v),
                     '_adv': kind, '_code': code, '_tpl': t})
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
json.dump({'claims': claims, 'ests': ests, 'adv': adv, 'eadv': eadv}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
print(len(claims), len(ests), 'adversarial claims', len(adv), 'adversarial note records', len(eadv))
