"""Build set 105's claims.jsonl and estimates.jsonl from the templates here (seed 105, one draw per text)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(OUT, 'ref', 'set105_scenarios.json')))
rng = random.Random(105)

def noun(level):
    n = level.lower()
    for suf in ('_name', '_code', '_id'):
        if n.endswith(suf):
            n = n[:-len(suf)]
    return n.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def draw(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']
    A, A2 = rng.sample(t[lv[0]], 2)
    B, B2 = rng.sample(t[lv[1]][A], 2)
    C, C2, C3 = rng.sample(t[lv[2]][B], 3)
    v = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'])
    for k, l in zip('ABC', lv):
        v['l' + k] = noun(l); v['l' + k + 's'] = plural(noun(l))
    return v, lv, t

def path(code, v, lv, t):
    """code -> list of 3 values"""
    if code == '0':
        return [None, None, None]
    q = code.endswith('?'); u = code.rstrip('?')
    x = v[u]
    if x in t[lv[0]]:
        p = [x, None, None]
    else:
        par = next(a for a in t[lv[0]] if x in t[lv[1]][a]) if any(x in t[lv[1]][a] for a in t[lv[0]]) else None
        if par is not None:
            p = [par, x, None]
        else:
            b = next(b for a in t[lv[0]] for b in t[lv[1]][a] if x in t[lv[2]][b])
            a = next(a for a in t[lv[0]] if b in t[lv[1]][a])
            p = [a, b, x]
    if q:
        p[p.index(None)] = '?'
    return p

def fill(tpl, v):
    units = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        k = m.group(1)
        if k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v[k] not in units:
            units.append(v[k])
    return re.sub(r'\{(\w+)\}', lambda m: v[m.group(1)], tpl).replace('..', '.'), units

entries = []
for fn, tag in (('real.txt', 'realistic_reply'), ('tags.txt', None), ('attacker.txt', 'attacker_probe')):
    for line in open(os.path.join(HERE, fn), encoding='utf-8'):
        if not line.strip():
            continue
        parts = line.rstrip('\n').split('\t')
        if tag is None:
            entries.append((parts[0], parts[1], parts[2]))
        else:
            entries.append((tag, parts[0], parts[1]))
assert len(entries) == 300
rng.shuffle(entries)
claims, marks = [], {}
for i, (tag, mark, tpl) in enumerate(entries):
    sc = ORDER[i % 20]
    v, lv, t = draw(sc)
    text, units = fill(tpl, v)
    code = {'C': 'C', 'B': 'B', 'A': 'A'}.get(mark, '0')
    vals = path(code, v, lv, t)
    cid = 'c-%03d' % (i + 1)
    att = tag == 'attacker_probe'
    claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': None if att else 'Where does %s work?' % v['N'], 'text': text, 'mentions': units,
                   'belief': dict(zip(lv, vals))})
    marks[cid] = mark
notes = []
for line in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
    if line.strip():
        notes.append(line.rstrip('\n').split('\t'))
assert len(notes) == 60
rng.shuffle(notes)
ests, eadv = [], []
for i, (style, pc, cc, adv, tpl) in enumerate(notes):
    sc = ORDER[i % 20]
    v, lv, t = draw(sc)
    text, _ = fill(tpl, v)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * i + j + 1)
        lab = 'unscored' if code == 'U' else dict(zip(lv, path(code, v, lv, t)))
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
        if adv == '1':
            eadv.append(eid)
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'marks': marks, 'est_adversarial': eadv}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
print('claims', len(claims), 'estimates', len(ests), 'adversarial claims', sum(m == 'X' for m in marks.values()),
      'adversarial notes', len(eadv) // 2)
