# builds claims.jsonl and estimates.jsonl for set 140 (seed 140; one seeded draw per text)
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
import texts as T
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set140_scenarios.json')))
rng = random.Random(140)
def noun(k):
    k = k.lower()
    k = re.sub(r'_(name|code|id)$', '', k)
    return k.replace('_', ' ')
def draw(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    A, A2 = rng.sample(list(u[lv[0]]), 2)
    B, B2 = rng.sample(list(u[lv[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[lv[2]][B]), 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, N=U[sc]['name'], lA=noun(lv[0]), lB=noun(lv[1]), lC=noun(lv[2]))
def fill(tpl, d):
    text = tpl
    for k in ('N', 'lA', 'lB', 'lC'):
        text = text.replace('{%s}' % k, d[k])
    mentions = []
    out = ''
    for part in re.split(r'(\{[ABC][23]?\})', text):
        m = re.fullmatch(r'\{([ABC][23]?)\}', part)
        if m:
            v = d[m.group(1)]
            if v not in mentions: mentions.append(v)
            out += v
        else:
            out += part
    assert '{' not in out and '}' not in out, out
    return out, mentions
def path(sc, d, level):
    lv = U[sc]['levels']; b = {l: None for l in lv}
    if level is None: return b
    if level == 'C': b[lv[0]], b[lv[1]], b[lv[2]] = d['A'], d['B'], d['C']
    elif level == 'B': b[lv[0]], b[lv[1]] = d['A'], d['B']
    elif level == 'A': b[lv[0]] = d['A']
    return b
items = []  # (construction, speaker, mark, template)
for mark, lst in (('C', T.REAL_C), ('B', T.REAL_B), ('A', T.REAL_A), ('X', T.REAL_X), ('Z', T.REAL_Z)):
    for t in lst: items.append(('realistic_reply', 'defender', mark, t))
for tag, lst in T.PERSONA.items():
    for mark, t in lst: items.append((tag, 'defender', mark, t))
for t in T.PROBE_PLAIN: items.append(('attacker_probe', 'attacker', 'P', t))
for t in T.PROBE_ADV: items.append(('attacker_probe', 'attacker', 'PX', t))
assert len(items) == 300 and len({i[3] for i in items}) == 300
rng.shuffle(items)
claims, marks = [], []
for i, (tag, spk, mark, tpl) in enumerate(items):
    sc = CHOSEN[i % 20]; d = draw(sc)
    text, mentions = fill(tpl, d)
    level = mark if mark in ('A', 'B', 'C') else None
    if mark in ('Z', 'P'): assert not mentions, tpl
    if mark in ('X', 'PX'): assert mentions, tpl
    cid = 'c-%03d' % (i + 1)
    claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Where does %s work?' % d['N']) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': path(sc, d, level)})
    marks.append({'id': cid, 'mark': mark, 'adversarial': mark in ('X', 'PX'), 'draw': d})
notes = []
for style, imgs in T.STYLES.items():
    for j, (mark, reading) in enumerate(T.READINGS):
        notes.append((style, imgs[j % 3], mark, reading))
rng.shuffle(notes)
ests, emarks = [], []
def lab(sc, d, code):
    lv = U[sc]['levels']
    if code == '0': return path(sc, d, None)
    if code == 'U': return 'unscored'
    if code == 'C': return path(sc, d, 'C')
    if code == 'C2': b = path(sc, d, 'B'); b[lv[2]] = d['C2']; return b
    if code == 'C3': b = path(sc, d, 'B'); b[lv[2]] = d['C3']; return b
    if code == 'A': return path(sc, d, 'A')
    if code == 'B': return path(sc, d, 'B')
    if code == 'B2': b = path(sc, d, 'A'); b[lv[1]] = d['B2']; return b
    if code == 'Bq': b = path(sc, d, 'B'); b[lv[2]] = '?'; return b
    raise ValueError(code)
n = 0
for k, (style, img, mark, reading) in enumerate(notes):
    sc = CHOSEN[k % 20]; d = draw(sc)
    adv = mark.startswith('X:'); code = mark[2:] if adv else mark
    m = re.fullmatch(r'p(.+?)c(.+)', code)
    text, _ = fill(img + ': ' + reading, d)
    for kind, c in (('prior', m.group(1)), ('current', m.group(2))):
        n += 1
        eid = 'e-%03d' % n
        ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab(sc, d, c)})
        emarks.append({'id': eid, 'mark': mark, 'adversarial': adv})
with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
    for r in claims: f.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
    for r in ests: f.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump({'claims': marks, 'estimates': emarks}, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
print(len(claims), len(ests), sum(m['adversarial'] for m in marks), sum(m['adversarial'] for m in emarks))
