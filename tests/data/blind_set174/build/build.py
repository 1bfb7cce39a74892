"""Build set 174's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.
Every drawn value comes from random.Random(174): one shuffle of the 300 claim templates, one of the 60 notes,
then per text the units (A top; A2 another top; B a middle unit under A, B2 its sibling; C a lowest unit under B,
C2 and C3 its siblings) and, for defender messages, one of set 173's four question forms.
python3 build.py --check: prints unit names of the 20 trees met in fixed text and any a/an before a slot."""
import json, os, re, sys, random
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set174_scenarios.json')))
NOUN = {'project_code': 'project', 'project_team': 'project team', 'business_unit': 'business unit',
        'team_name': 'team', 'team_id': 'team'}
SLOT = re.compile(r'(?<![\w-])(N|A2|A|B2|B|C2|C3|C|L1|L2)(?![\w-])')
QFORMS = ['Which L2 is N in?', 'Where does N work?', 'Which L1 does N belong to?', "Can you tell me N's L2?"]
claims_src = []
for ln in open(os.path.join(HERE, 'real.txt')):
    m, t = ln.rstrip('\n').split('\t')
    claims_src.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = ln.rstrip('\n').split('\t')
    claims_src.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    claims_src.append(('attacker_probe', 'P', ln.rstrip('\n')))
notes_src = [ln.rstrip('\n').split('|', 4) for ln in open(os.path.join(HERE, 'notes.txt'))]
assert len(claims_src) == 300 and len(notes_src) == 60

if '--check' in sys.argv:
    names = set()
    for v in U.values():
        u = v['universe']; lv = v['levels']
        names |= set(u[lv[0]])
        for li in (1, 2):
            for ks in u[lv[li]].values():
                names |= set(ks)
    for src in [c[2] for c in claims_src] + [n[4] for n in notes_src] + QFORMS:
        for nm in names:
            if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(nm), src):
                print('UNIT', nm, '::', src)
        if re.search(r'(?i)\ban?\s+(N|A2?|B2?|C[23]?|L1|L2)\b', src):
            print('ARTICLE ::', src)
    sys.exit(0)

rng = random.Random(174)
order = list(range(300)); rng.shuffle(order)
norder = list(range(60)); rng.shuffle(norder)


def draw(sc):
    v = U[sc]; u = v['universe']; lv = v['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    n1 = NOUN.get(lv[1], lv[1].replace('_', ' ')); n2 = NOUN.get(lv[2], lv[2].replace('_', ' '))
    return {'N': v['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'L1': n1, 'L2': n2}, lv


def fill(t, s):
    mentions = []
    def rep(m):
        k = m.group(1)
        if k not in ('N', 'L1', 'L2') and s[k] not in mentions:
            mentions.append(s[k])
        return s[k]
    out = SLOT.sub(rep, t)
    out = re.sub(r'(?<!\.)\.\.(?!\.)', '.', out)  # a unit name ending in a stop, followed by a stop
    return out, mentions


marks = {}
claims = []
for i, k in enumerate(order):
    g, mk, t = claims_src[k]
    sc = SCEN[i % 20]
    s, lv = draw(sc)
    text, men = fill(t, s)
    vals = {'L': [s['A'], s['B'], s['C']], 'M': [s['A'], s['B'], None], 'T': [s['A'], None, None]}.get(mk, [None] * 3)
    q = None
    if g != 'attacker_probe':
        q, _ = fill(rng.choice(QFORMS), s)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if g == 'attacker_probe' else 'defender',
                   'construction': g, 'question': q, 'text': text, 'mentions': men,
                   'belief': dict(zip(lv, vals))})
    marks[cid] = {'mark': mk, 'template': t}


def lab(code, s, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        v = [None] * 3
    elif code in ('A', 'A2'):
        v = [s[code], None, None]
    elif code in ('B', 'B2'):
        v = [s['A'], s[code], None]
    elif code in ('C', 'C2', 'C3'):
        v = [s['A'], s['B'], s[code]]
    elif code == 'A?':
        v = [s['A'], '?', None]
    elif code == 'B?':
        v = [s['A'], s['B'], '?']
    return dict(zip(lv, v))


ests = []
n = 0
for i, k in enumerate(norder):
    style, adv, pr, cu, t = notes_src[k]
    sc = SCEN[i % 20]
    s, lv = draw(sc)
    text, _ = fill(t, s)
    for kind, code in (('prior', pr), ('current', cu)):
        n += 1
        eid = 'e-%03d' % n
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab(code, s, lv)})
        marks[eid] = {'adv': adv, 'code': code, 'template': t, 'style': style}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print('built', len(claims), len(ests))
