"""Builds set 151's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json (seed 151)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import texts as T
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set151_scenarios.json')))
rng = random.Random(151)

def noun(level):  # set 53's rule
    x = level.lower()
    for suf in ('_name', '_code', '_id'):
        if x.endswith(suf):
            x = x[:-len(suf)]
    return x.replace('_', ' ')

def draw(sc):
    u = U[sc]; lv = u['levels']; tree = u['tree']
    A, A2 = rng.sample(list(tree[lv[0]]), 2)
    B, B2 = rng.sample(list(tree[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(tree[lv[2]][B]), 3)
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}, lv

UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
def fill(tpl, v):
    text = re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], tpl)
    mentions = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and v[s] not in mentions:
            mentions.append(v[s])
    return text, mentions

def path(vals, v):
    return [None if x is None else ('?' if x == '?' else v[x]) for x in vals]

COMMIT = {'C': ('A', 'B', 'C'), 'B': ('A', 'B', None), 'A': ('A', None, None), 'adv': (None,) * 3, 'null': (None,) * 3}
items = [('realistic_reply', t, m, 'defender') for t, m in T.REPLIES]
for tag, lst in T.PERSONAS.items():
    items += [(tag, t, m, 'defender') for t, m in lst]
items += [('attacker_probe', t, m, 'attacker') for t, m in T.PROBES]
assert len(items) == 300 and len({t for _, t, _, _ in items}) == 300
rng.shuffle(items)
claims, marks = [], {}
for i, (tag, tpl, mark, spk) in enumerate(items):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    text, mentions = fill(tpl, v)
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Where does %s work?' % v['N'],
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, path(COMMIT[mark], v)))})
    marks[cid] = {'mark': mark, 'template': tpl}
notes = []
for style, imgs in T.STYLES.items():
    for k, r in enumerate(T.READINGS):
        notes.append((style, imgs[k % 3], r))
rng.shuffle(notes)
ests = []
for i, (style, img, (reading, prior, cur, adv)) in enumerate(notes):
    sc = CHOSEN[i % 20]
    v, lv = draw(sc)
    text, _ = fill(img + ': ' + reading, v)
    for kind, lab in (('prior', prior), ('current', cur)):
        eid = 'e-%03d' % (len(ests) + 1)
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                     'label': 'unscored' if lab == 'unscored' else dict(zip(lv, path(lab, v)))})
        marks[eid] = {'adv': adv, 'reading': reading, 'label': lab}
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
adv = [c['id'] for c in claims if marks[c['id']]['mark'] == 'adv']
eadv = [e['id'] for e in ests if marks[e['id']]['adv']]
print(len(claims), 'claims', len(ests), 'estimates', len(adv), 'adversarial claims', len(eadv), 'adversarial estimate records')
