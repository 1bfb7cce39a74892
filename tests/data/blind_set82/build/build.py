#!/usr/bin/env python3
"""Set 82's seeded fill (seed 82): build/real.txt, attacker.txt, tags.txt, notes.txt -> claims.jsonl, estimates.jsonl,
build/claim_marks.json, build/est_marks.json. Every value a text asserts is drawn here; no ground truth is read."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CHOSEN = json.load(open(os.path.join(ROOT, 'ref', 'set82_scenarios.json')))
rng = random.Random(82)
UNIT_SLOTS = ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C', 'D']
SLOT_RE = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|D|l[ABC]s?)\}')


def noun(key):
    k = key.lower()
    for suf in ('_name', '_code', '_id'):
        if k.endswith(suf):
            k = k[:-len(suf)]
    return k.replace('_', ' ')


def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'


def lines(name, nfields):
    out = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip():
            continue
        parts = ln.split(' ', nfields)
        out.append(parts)
    return out


def draw(sc):
    u = U[sc]['universe']
    lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    D = rng.choice(list(u[lv[2]][B2]))
    return lv, {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3, 'D': D}


def fill(tmpl, sc, path, lv):
    # template checks: no article before a unit slot, no a/an before the top-level noun
    assert not re.search(r'(?i)\b(a|an|the)\s+\{(A2|B2|C2|C3|A|B|C|D)\}', tmpl), tmpl
    assert not re.search(r'(?i)\b(a|an)\s+\{lA', tmpl), tmpl
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    for m in re.finditer(r'(?i)\ban?\s+\{(l[BC])s?\}', tmpl):
        assert nouns[m.group(1)][0] not in 'aeiou', (tmpl, sc)
    vals = dict(path)
    vals['N'] = U[sc]['name']
    for k, v in list(nouns.items()):
        vals[k] = v
        vals[k + 's'] = plural(v)
    mentions = []
    for m in SLOT_RE.finditer(tmpl):
        s = m.group(1)
        if s in UNIT_SLOTS and path[s] not in mentions:
            mentions.append(path[s])

    def rep(m):
        s = m.group(1)
        v = vals[s]
        return v
    # possessives first
    def pos(m):
        v = vals[m.group(1)]
        return v + "'" if v.endswith('s') else v + "'s"
    text = re.sub(r"\{(N|A2|B2|C2|C3|A|B|C|D)\}'s\b", pos, tmpl)
    text = SLOT_RE.sub(rep, text)
    text = text.replace('..', '.')
    assert '{' not in text and '}' not in text, text
    return text, mentions


def values(code, path):
    A, A2, B, B2, C, C2, C3, D = (path[k] for k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'D'))
    t = {'A': [A, None, None], 'B': [A, B, None], 'C': [A, B, C], 'A2': [A2, None, None], 'B2': [A, B2, None],
         'C2': [A, B, C2], 'C3': [A, B, C3], 'D': [A, B2, D], 'BB': [A, B, None], 'AA': [A, None, None],
         '0': [None, None, None], 'A?': [A, '?', '?'], 'B?': [A, B, '?'], 'A2?': [A2, '?', '?'],
         'B2?': [A, B2, '?']}
    return t[code]


items = []
for code, mark, text in lines('real.txt', 2):
    items.append(('realistic_reply', 'defender', code, mark, text))
for code, text in lines('attacker.txt', 1):
    items.append(('attacker_probe', 'attacker', code, 'c' if code != '0' else '.', text))
for tag, code, mark, text in lines('tags.txt', 3):
    items.append((tag, 'defender', code, mark, text))
assert len(items) == 300, len(items)
rng.shuffle(items)
claims, cmarks = [], []
for i, (tag, spk, code, mark, tmpl) in enumerate(items):
    sc = CHOSEN[i % 20]
    lv, path = draw(sc)
    text, mentions = fill(tmpl, sc, path, lv)
    vals = values(code, path)
    rid = 'c-%03d' % (i + 1)
    claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': tag,
                   'question': ('Which %s is %s in?' % (noun(lv[2]), U[sc]['name'])) if spk == 'defender' else None,
                   'text': text, 'mentions': mentions, 'belief': dict(zip(lv, vals))})
    cmarks.append({'id': rid, 'code': code, 'mark': mark, 'template': tmpl, 'path': path})
notes = lines('notes.txt', 4)
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], []
for i, (style, pc, cc, mark, tmpl) in enumerate(notes):
    sc = CHOSEN[i % 20]
    lv, path = draw(sc)
    text, mentions = fill(tmpl, sc, path, lv)
    ids = []
    for j, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        rid = 'e-%03d' % (2 * i + 1 + j)
        ids.append(rid)
        lab = 'unscored' if code == 'u' else dict(zip(lv, values(code, path)))
        ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
    emarks.append({'ids': ids, 'style': style, 'prior': pc, 'current': cc, 'mark': mark, 'template': tmpl,
                   'path': path, 'mentions': mentions})
with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
