#!/usr/bin/env python3
"""Seeded fill of set 58's templates (seed 58). Writes ../claims.jsonl, ../estimates.jsonl,
claim_marks.json and est_marks.json. Every value a text names is drawn here (one path per text);
nothing is read from the official records but build/universes.json (names and universes)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
rng = random.Random(58)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set58_scenarios.json')))

def noun(key):
    k = re.sub(r'_(name|code)$', '', key)
    return k.replace('_', ' ')

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') and n[-2:-1] not in 'aeiou' else n + 's'

def slip(name):
    m = re.search(r'[ _-]', name)
    if m:
        return name[:m.start()] + name[m.end():]
    return name[0].swapcase() + name[1:]

def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = u[lv[1]][A]
    B, B2 = rng.sample(mids, 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    D = rng.choice(u[lv[2]][B2])
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}

def an_needed(w):
    first = w.split()[0]
    if len(first) >= 2 and first.isupper() or re.fullmatch(r'[A-Z]{2,}[a-z]*s?', first or ''):
        return first[0] in 'AEFHILMNORSX'
    if first[:1].lower() == 'u' and re.match(r'u(n[iu]|s[eu]|ti|x|i[A-Z]|r[ae])', first, re.I):
        return False
    return first[:1].lower() in 'aeiou'

PATHS = {'A': ['A'], 'B': ['A', 'B'], 'C': ['A', 'B', 'C'], 'A2': ['A2'], 'B2': ['A', 'B2'],
         'C2': ['A', 'B', 'C2'], 'C3': ['A', 'B', 'C3'], 'D': ['A', 'B2', 'D'], 'BB': ['A', 'B'], 'AA': ['A']}

def label(code, s):
    if code == 'u':
        return 'unscored'
    if code == '0':
        return [None, None, None]
    if code.endswith('?'):
        p = [s[x] for x in PATHS[code[:-1]]]
        return p + ['?'] * (3 - len(p))
    p = [s[x] for x in PATHS[code]]
    return p + [None] * (3 - len(p))

SLOT = re.compile(r"\{(A2|B2|C2|C3|A~|B~|C~|A|B|C|D|N|lA|lB|lC|lBs|lCs)\}('s)?")

def fill(t, sc, lv, s):
    name = U[sc]['name']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    nouns['lBs'] = plural(nouns['lB']); nouns['lCs'] = plural(nouns['lC'])
    mentions = []
    def rep(m):
        k, poss = m.group(1), m.group(2) or ''
        if k == 'N':
            w = name
        elif k in nouns:
            w = nouns[k]
        elif k.endswith('~'):
            w = slip(s[k[0]])
            if s[k[0]] not in mentions:
                mentions.append(s[k[0]])
        else:
            w = s[k]
            if w not in mentions:
                mentions.append(w)
        if poss:
            w = w + ("'" if w.endswith('s') else "'s")
        return '\x00' + w
    out = SLOT.sub(rep, t)
    # a -> an before a filled word that needs it
    out = re.sub(r'\b([Aa]) \x00(\S+)', lambda m: (m.group(1) + ('n' if an_needed(m.group(2)) else '') + ' \x00' + m.group(2)), out)
    out = out.replace('\x00', '')
    return out, mentions

def read(path, ncols):
    rows = []
    for ln in open(os.path.join(HERE, path), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split(' ', ncols)
            rows.append(parts)
    return rows

claims_src = []
for code, mark, text in read('real.txt', 2):
    claims_src.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in read('tags.txt', 3):
    claims_src.append((tag, 'defender', code, mark, text))
for code, text in read('attacker.txt', 1):
    claims_src.append(('attacker_probe', 'attacker', code, '-', text))
assert len(claims_src) == 300, len(claims_src)
rng.shuffle(claims_src)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, text) in enumerate(claims_src):
    sc = SCEN[i % 20]
    lv, s = draw(sc)
    txt, men = fill(text, sc, lv, s)
    lab = label(code, s)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (noun(lv[2]), U[sc]['name']),
                   'text': txt, 'mentions': men, 'belief': dict(zip(lv, lab))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': text}
notes = read('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
n = 0
for i, (style, pc, cc, mark, text) in enumerate(notes):
    sc = SCEN[i % 20]
    lv, s = draw(sc)
    txt, _ = fill(text, sc, lv, s)
    for kind, code in (('prior', pc), ('current', cc)):
        n += 1
        lab = label(code, s)
        rid = 'e-%03d' % n
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': txt,
                     'label': lab if lab == 'unscored' else dict(zip(lv, lab))})
        emarks[rid] = {'mark': mark, 'code': code, 'template': text}
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
