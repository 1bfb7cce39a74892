#!/usr/bin/env python3
"""Set 57's seeded fill: templates (real.txt, tags.txt, attacker.txt, notes.txt) -> claims.jsonl, estimates.jsonl.
One path per text, drawn with random.Random(57); no ground truth is read (only build/universes.json)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set57_scenarios.json')))
rng = random.Random(57)

def noun(key):
    k = re.sub(r'_(name|code)$', '', key)
    return k.replace('_', ' ')

def slip(name):
    m = re.search(r'[ _-]', name)
    if m:
        return name[:m.start()] + name[m.end():]
    return (name[0].lower() if name[0].isupper() else name[0].upper()) + name[1:]

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    Bs = u[lv[1]][A]
    B = rng.choice(Bs)
    B2 = rng.choice([b for b in Bs if b != B])
    Cs = u[lv[2]][B]
    C = rng.choice(Cs)
    C2, C3 = rng.sample([c for c in Cs if c != C], 2)
    D = rng.choice(u[lv[2]][B2])
    p = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, D=D, N=U[sc]['name'])
    p['lA'], p['lB'], p['lC'] = noun(lv[0]), noun(lv[1]), noun(lv[2])
    p['lBs'], p['lCs'] = p['lB'] + 's', p['lC'] + 's'
    for k in 'ABC':
        p[k + '~'] = slip(p[k])
    return lv, p

UNITS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D']
SLOT = re.compile(r"\{(A2|B2|C2|C3|A~|B~|C~|A|B|C|D|N|lA|lB|lC|lBs|lCs)\}('s)?")

def fill(t, p):
    out, pos, mentions = '', 0, []
    for m in SLOT.finditer(t):
        out += t[pos:m.start()]
        s = m.group(1)
        v = p[s]
        if re.search(r'(^|\s)[Aa] $', out) and v[:1] in 'AEIOUaeiou':
            out = out[:-1] + 'n '
        if m.group(2):
            v += "'" if (s != 'N' and v.endswith('s')) else "'s"
        out += v
        base = s.rstrip('~')
        if base in UNITS and p[base] not in mentions:
            mentions.append(p[base])
        pos = m.end()
    out += t[pos:]
    return out, mentions

def values(code, p):
    return {'C': [p['A'], p['B'], p['C']], 'B': [p['A'], p['B'], None], 'A': [p['A'], None, None],
            'A2': [p['A2'], None, None], 'B2': [p['A'], p['B2'], None], 'D': [p['A'], p['B2'], p['D']],
            'C2': [p['A'], p['B'], p['C2']], 'C3': [p['A'], p['B'], p['C3']],
            'BB': [p['A'], p['B'], None], 'AA': [p['A'], None, None], '0': [None, None, None],
            'A?': [p['A'], '?', '?'], 'B?': [p['A'], p['B'], '?']}[code]

entries = []
for ln in open(os.path.join(HERE, 'real.txt')).read().splitlines():
    code, mark, text = ln.split(' ', 2)
    entries.append(('realistic_reply', 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'tags.txt')).read().splitlines():
    tag, code, mark, text = ln.split(' ', 3)
    entries.append((tag, 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'attacker.txt')).read().splitlines():
    code, text = ln.split(' ', 1)
    entries.append(('attacker_probe', 'attacker', code, '.', text))
assert len(entries) == 300
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, t) in enumerate(entries):
    sc = SCEN[i % 20]
    lv, p = draw(sc)
    text, ment = fill(t, p)
    vals = values(code, p)
    for v in vals:
        assert v is None or v in ment or any(v == x for x in [p['A'], p['B'], p['B2']]), (t, v)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (p['lC'], p['N'])) if spk == 'defender' else None,
                   'text': text, 'mentions': ment, 'belief': dict(zip(lv, vals))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': t}
notes = []
for ln in open(os.path.join(HERE, 'notes.txt')).read().splitlines():
    style, pc, cc, mark, text = ln.split(' ', 4)
    notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, t) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, p = draw(sc)
    text, ment = fill(t, p)
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + 1 + j)
        lab = 'unscored' if code == 'u' else dict(zip(lv, values(code, p)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
    emarks['e-%03d' % (2 * i + 1)] = {'mark': mark, 'prior': pc, 'current': cc, 'template': t}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims;', len(ests), 'estimates')
