#!/usr/bin/env python3
"""Fill set 59's hand-written templates with seeded draws (seed 59) and write claims.jsonl, estimates.jsonl."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(OUT, 'ref', 'set59_scenarios.json')))
rng = random.Random(59)


def noun(key):
    k = re.sub(r'_(name|code)$', '', key)
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def slip(name):
    m = re.search(r'[ _-]', name)
    if m:
        return name[:m.start()] + name[m.end():]
    return name[0].lower() + name[1:] if name[0].isupper() else name[0].upper() + name[1:]


def needs_an(word):
    if re.match(r'^[A-Z]{2}', word):
        return word[0] in 'AEFHILMNORSX'
    if re.match(r'^(Uni|Use|Usu|Uti|Eu|One)', word):
        return False
    return word[0] in 'AEIOUaeiou'


def draw(sid):
    u = U[sid]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = u[lv[1]][A]
    B, B2 = rng.sample(mids, 2)
    C, C2, C3 = rng.sample(u[lv[2]][B], 3)
    D = rng.choice(u[lv[2]][B2])
    return lv, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, D=D)


def path(code, s):
    return {'A': [s['A'], None, None], 'B': [s['A'], s['B'], None], 'C': [s['A'], s['B'], s['C']],
            'A2': [s['A2'], None, None], 'B2': [s['A'], s['B2'], None], 'C2': [s['A'], s['B'], s['C2']],
            'C3': [s['A'], s['B'], s['C3']], 'D': [s['A'], s['B2'], s['D']], 'BB': [s['A'], s['B'], None],
            'AA': [s['A'], None, None], '0': [None, None, None], 'A?': [s['A'], '?', '?'],
            'B?': [s['A'], s['B'], '?'], 'u': 'unscored'}[code]


def fill(t, sid, lv, s):
    name = U[sid]['name']
    nouns = [noun(k) for k in lv]
    mentions = []
    for m in re.finditer(r'\{(A2|B2|C2|C3|A|B|C|D)(~?)\}', t):
        if s[m.group(1)] not in mentions:
            mentions.append(s[m.group(1)])

    def unit(m):
        v = s[m.group(1)]
        return slip(v) if m.group(2) else v
    # "a {X}" -> "an {X}" where the filled word needs it
    def art(m):
        v = s[m.group(2)]
        v = slip(v) if m.group(3) else v
        a = m.group(1)
        if needs_an(v):
            a = a + 'n'
        return a + ' {' + m.group(2) + m.group(3) + '}'
    t = re.sub(r'\b([Aa]) \{(A2|B2|C2|C3|A|B|C|D)(~?)\}', art, t)
    # possessive of a name ending in s
    def poss(m):
        v = s[m.group(1)]
        v = slip(v) if m.group(2) else v
        return m.group(0)[:-2] + ("'" if v.endswith('s') else "'s")
    t = re.sub(r"\{(A2|B2|C2|C3|A|B|C|D)(~?)\}'s", poss, t)
    t = t.replace('{lBs}', plural(nouns[1])).replace('{lCs}', plural(nouns[2]))
    t = t.replace('{lA}', nouns[0]).replace('{lB}', nouns[1]).replace('{lC}', nouns[2])
    t = re.sub(r"\{N\}'s", name + ("'" if name.endswith('s') else "'s"), t)
    t = t.replace('{N}', name)
    t = re.sub(r'\{(A2|B2|C2|C3|A|B|C|D)(~?)\}', unit, t)
    t = re.sub(r'(?<=\.)\.(?!\.)', '', t) if re.search(r'[A-Za-z]\.\.(?!\.)', t) else t
    return t, mentions, nouns


def read(fn, nfields):
    rows = []
    for line in open(os.path.join(HERE, fn), encoding='utf-8'):
        line = line.rstrip('\n')
        if line:
            rows.append(line.split(' ', nfields))
    return rows


entries = []
for code, mark, text in read('real.txt', 2):
    entries.append(('realistic_reply', 'defender', code, mark, text))
for tag, code, mark, text in read('tags.txt', 3):
    entries.append((tag, 'defender', code, mark, text))
for code, text in read('attacker.txt', 1):
    entries.append(('attacker_probe', 'attacker', code, '.', text))
assert len(entries) == 300
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, text) in enumerate(entries):
    sid = CHOSEN[i % 20]
    lv, s = draw(sid)
    t, mentions, nouns = fill(text, sid, lv, s)
    p = path(code, s)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sid, 'speaker': spk, 'construction': tag,
                   'question': None if spk == 'attacker' else 'Which %s is %s in?' % (nouns[2], U[sid]['name']),
                   'text': t, 'mentions': mentions, 'belief': dict(zip(lv, p))})
    cmarks[rid] = {'mark': mark, 'code': code, 'template': text}
notes = read('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for i, (style, pc, cc, mark, text) in enumerate(notes):
    sid = CHOSEN[i % 20]
    lv, s = draw(sid)
    t, mentions, nouns = fill(text, sid, lv, s)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + k + 1)
        p = path(code, s)
        ests.append({'id': rid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': t,
                     'label': p if p == 'unscored' else dict(zip(lv, p))})
        emarks[rid] = {'mark': mark, 'code': code, 'template': text}
with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
