"""Set 153: build claims.jsonl and estimates.jsonl from the templates (seed 153; one draw per text)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set153_scenarios.json')))
NOUN = {'team_name': 'team', 'team_id': 'team', 'business_unit': 'business unit', 'project_team': 'project team'}
def noun(k):
    k = k.lower()
    return NOUN.get(k, k.replace('_', ' '))
def rows(name, n):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln:
            p = ln.split('\t'); assert len(p) == n, ln; out.append(p)
    return out
claims = [('realistic_reply', m, t) for m, t in rows('real.txt', 2)]
claims += [(g, m, t) for g, m, t in rows('tags.txt', 3)]
claims += [('attacker_probe', m, t) for m, t in rows('attacker.txt', 2)]
notes = rows('notes.txt', 5)
assert len(claims) == 300 and len(notes) == 60
rng = random.Random(153)
rng.shuffle(claims)
rng.shuffle(notes)
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L1|L2)\}')
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    tops = list(u[lv[0]]); a, a2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][a]); b, b2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][b]); c, c2, c3 = rng.sample(lows, 3)
    return {'N': U[sc]['name'], 'A': a, 'A2': a2, 'B': b, 'B2': b2, 'C': c, 'C2': c2, 'C3': c3,
            'L1': noun(lv[1]), 'L2': noun(lv[2])}
def fill(t, v):
    mentions = []
    def rep(m):
        k = m.group(1)
        if k not in ('N', 'L1', 'L2') and v[k] not in mentions:
            mentions.append(v[k])
        return v[k]
    s = SLOT.sub(rep, t)
    s = re.sub(r'(\w)\.\.(?!\.)', r'\1.', s)  # a unit name ending in a full stop takes the sentence's full stop
    return s, mentions
def path(v, lv, spec):
    vals = {'null': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
            'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']], 'A?': [v['A'], '?', None],
            'B?': [v['A'], v['B'], '?']}
    if spec == 'U':
        return 'unscored'
    return dict(zip(lv, vals[spec]))
marks = {}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (tag, m, t) in enumerate(claims):
        sc = SC[i % 20]; lv = U[sc]['levels']; v = draw(sc)
        text, men = fill(t, v)
        spec = {'c': 'C', 'b': 'B', 'a': 'A'}.get(m, 'null')
        att = tag == 'attacker_probe'
        rid = 'c-%03d' % (i + 1)
        rec = {'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
               'question': None if att else 'Where does %s work?' % v['N'], 'text': text, 'mentions': men,
               'belief': path(v, lv, spec)}
        marks[rid] = {'mark': m, 'template': t, 'tag': tag}
        fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (style, adv, pr, cu, t) in enumerate(notes):
        sc = SC[i % 20]; lv = U[sc]['levels']; v = draw(sc)
        text, _ = fill(t, v)
        for j, (kind, spec) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * i + j + 1)
            rec = {'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                   'label': path(v, lv, spec)}
            marks[rid] = {'mark': spec, 'adv': adv == '1', 'template': t, 'style': style}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
