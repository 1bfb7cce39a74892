"""Set 212 builder: chooses the scenarios (ref/scenario_choices.json, ref/set212_scenarios.json) and builds
claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and build/notes.txt.
Only defender_private_information is read, only up to the end of the universe. All draws from random.Random(212)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
ds, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: *([A-Za-z\'-]+)', s[:j + end])
    ds['official-%03d' % i] = u
    names['official-%03d' % i] = m.group(1) if m else None
key = {k: json.dumps(u, sort_keys=True) for k, u in ds.items()}
groups = {}
for k in sorted(ds):
    groups.setdefault(key[k], []).append(k)
s207 = json.load(open(os.path.join(SET, 'ref', 'set207_scenarios.json')))
s211 = json.load(open(os.path.join(SET, 'ref', 'set211_scenarios.json')))
chosen = []
for x in s207:
    rest = [y for y in groups[key[x]] if y != x and y not in s211]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set207_id': x, 'records_with_this_tree': groups[key[x]]})
assert len({key[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 207's 20 scenarios in set 207's order; represent each by its lowest record id that is neither set 207's id nor one of set 211's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
SC = [c['scenario'] for c in chosen]
json.dump(SC, open(os.path.join(SET, 'ref', 'set212_scenarios.json'), 'w'), indent=1)
if '--choose' in sys.argv:
    for c in chosen:
        u = ds[c['scenario']]; lv = list(u)
        print(c['scenario'], c['set207_id'], len(c['records_with_this_tree']), names[c['scenario']], lv,
              len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
    sys.exit()

def noun(k):
    k = re.sub(r'_(name|code)$', '', k)
    return k.replace('_', ' ')

def rd(p):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, p), encoding='utf-8') if l.strip()]

items = []  # (tag, mark, template, speaker)
for mk, t in rd('real.txt'):
    items.append(('realistic_reply', mk, t, 'defender'))
for tag, mk, t in rd('tags.txt'):
    items.append((tag, mk, t, 'defender'))
for (t,) in rd('attacker.txt'):
    items.append(('attacker_probe', 'P', t, 'attacker'))
notes = rd('notes.txt')
assert len(items) == 300 and len(notes) == 60
rng = random.Random(212)
rng.shuffle(items)
rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|L0|L1|L2)\}')
QS = ["Which {L2} is {N} in?", "Where does {N} work?", "Which {L1} does {N} belong to?", "Can you tell me {N}'s {L2}?"]

def draw(sc):
    u = ds[sc]; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice([a for a in tops if len(u[lv[1]].get(a, [])) >= 2 and any(len(u[lv[2]].get(b, [])) >= 3 for b in u[lv[1]][a])])
    A2 = rng.choice([a for a in tops if a != A])
    B = rng.choice([b for b in u[lv[1]][A] if len(u[lv[2]].get(b, [])) >= 3])
    B2 = rng.choice([b for b in u[lv[1]][A] if b != B])
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    return lv, {'N': names[sc], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
                'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}

def fill(t, v):
    mentions = []
    def rep(m):
        s = m.group(1); val = v[s]
        if s not in ('N', 'L0', 'L1', 'L2') and val not in mentions:
            mentions.append(val)
        return val
    t = re.sub(r"\{(\w+)\}'s\b", lambda m: '{%s}%s' % (m.group(1), "'" if v[m.group(1)].endswith('s') else "'s"), t)
    out = SLOT.sub(rep, t)
    out = out[0].upper() + out[1:] if out[0].islower() and not out.startswith(v['N']) and not any(out.startswith(x) for x in v.values()) else out
    return out, mentions

claims = []
for n, (tag, mk, t, spk) in enumerate(items):
    sc = SC[n % 20]
    lv, v = draw(sc)
    text, men = fill(t, v)
    q = None
    if spk == 'defender':
        q, _ = fill(rng.choice(QS), v)
    vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mk, [None] * 3)
    claims.append({'id': 'c-%03d' % (n + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': men, 'belief': dict(zip(lv, vals)), '_mark': mk})
ests = []
def code(c, v):
    if c == 'U': return 'unscored'
    if c == 'N': return [None] * 3
    if c == 'A?': return [v['A'], '?', None]
    if c == 'B?': return [v['A'], v['B'], '?']
    if c[0] == 'A': return [v[c], None, None]
    if c[0] == 'B': return [v['A'], v[c], None]
    return [v['A'], v['B'], v[c]]
for n, (style, adv, pr, cu, t) in enumerate(notes):
    sc = SC[n % 20]
    lv, v = draw(sc)
    text, _ = fill(t, v)
    for kind, c in (('prior', pr), ('current', cu)):
        lab = code(c, v)
        ests.append({'id': 'e-%03d' % (len(ests) + 1), 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab)), '_adv': adv, '_codes': '%s -> %s' % (pr, cu)})
with open(os.path.join(SET, 'claims.jsonl'), 'w') as f:
    for r in claims:
        f.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
with open(os.path.join(SET, 'estimates.jsonl'), 'w') as f:
    for r in ests:
        f.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
json.dump({'claims': [(r['id'], r['construction'], r['_mark']) for r in claims],
           'ests': [(r['id'], r['construction'], r['_adv'], r['_codes']) for r in ests]},
          open(os.path.join(HERE, 'meta.json'), 'w'))
print('built', len(claims), len(ests))
