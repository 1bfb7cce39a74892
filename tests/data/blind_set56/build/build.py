#!/usr/bin/env python3
"""Seeded fill of set 56's hand-written templates (seed 56). Reads real.txt, tags.txt, attacker.txt, notes.txt and
universes.json (written by choose.py); writes ../claims.jsonl, ../estimates.jsonl, claim_marks.json, est_marks.json.
Every value a text asserts is drawn here: one path per text (A > B > C) plus the siblings a template may need."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set56_scenarios.json')))
rng = random.Random(56)

def noun(key):
    k = re.sub(r'_(name|code)$', '', key)
    return k.replace('_', ' ').lower()

def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') else n + 's'

def slip(name):
    for ch in (' ', '-', '_'):
        if ch in name:
            i = name.index(ch)
            return name[:i] + name[i + 1:]
    return name.lower() if name != name.lower() else name.capitalize()

def draw(sid):
    u = U[sid]['universe']
    lv = U[sid]['levels']
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    B = rng.choice(u[lv[1]][A])
    C = rng.choice(u[lv[2]][B])
    A2 = rng.choice([x for x in tops if x != A])
    B2 = rng.choice([x for x in u[lv[1]][A] if x != B])
    C2, C3 = rng.sample([x for x in u[lv[2]][B] if x != C], 2)
    D = rng.choice(u[lv[2]][B2])
    return dict(A=A, B=B, C=C, A2=A2, B2=B2, C2=C2, C3=C3, D=D)

SLOT = re.compile(r'\{(N|A2|B2|C2|C3|A|B|C|D|A~|B~|C~|lA|lB|lC|lBs|lCs)\}')

def fill(tpl, sid, v):
    lv = U[sid]['levels']
    nouns = {'lA': noun(lv[0]), 'lB': noun(lv[1]), 'lC': noun(lv[2])}
    nouns['lBs'] = plural(nouns['lB'])
    nouns['lCs'] = plural(nouns['lC'])
    # article before a level noun
    tpl = re.sub(r'\b([Aa]) \{(l[ABC]s?)\}', lambda m: (m.group(1) + ('n' if nouns[m.group(2)][0] in 'aeiou' else '')) + ' {' + m.group(2) + '}', tpl)
    mentions = []
    def rep(m):
        s = m.group(1)
        if s == 'N':
            return U[sid]['name']
        if s in nouns:
            return nouns[s]
        base = s.rstrip('~')
        val = v[base]
        if val not in mentions:
            mentions.append(val)
        return slip(val) if s.endswith('~') else val
    out = SLOT.sub(rep, tpl)
    # possessive of a name ending in s; no double full stop after a name ending in '.'
    for val in v.values():
        if val.endswith('s'):
            out = out.replace(val + "'s", val + "'")
        if val.endswith('.'):
            out = out.replace(val + '.', val)
    # "a" before a unit name that starts with a vowel
    for val in set(v.values()) | {slip(x) for x in v.values()}:
        if val[:1].lower() in 'aeiou':
            out = re.sub(r'\b([Aa]) ' + re.escape(val) + r'\b', lambda m: m.group(1) + 'n ' + val, out)
    return out, mentions

def path(code, sid, v, allow_q=False):
    lv = U[sid]['levels']
    if code == 'u':
        return 'unscored'
    m = {'0': [None, None, None], 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None],
         'C': [v['A'], v['B'], v['C']], 'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None],
         'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'D': [v['A'], v['B2'], v['D']],
         'BB': [v['A'], v['B'], None], 'AA': [v['A'], None, None],
         'A?': [v['A'], '?', '?'], 'B?': [v['A'], v['B'], '?']}[code]
    assert allow_q or '?' not in m
    return dict(zip(lv, m))

entries = []
for ln in open(os.path.join(HERE, 'real.txt')):
    if ln.strip():
        code, mark, text = ln.rstrip('\n').split(' ', 2)
        entries.append(('realistic_reply', 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'tags.txt')):
    if ln.strip():
        tag, code, mark, text = ln.rstrip('\n').split(' ', 3)
        entries.append((tag, 'defender', code, mark, text))
for ln in open(os.path.join(HERE, 'attacker.txt')):
    if ln.strip():
        code, text = ln.rstrip('\n').split(' ', 1)
        entries.append(('attacker_probe', 'attacker', code, '.', text))
assert len(entries) == 300, len(entries)
rng.shuffle(entries)
claims, cmarks = [], {}
for i, (tag, spk, code, mark, tpl) in enumerate(entries):
    sid = SCEN[i % 20]
    v = draw(sid)
    text, men = fill(tpl, sid, v)
    cid = 'c-%03d' % (i + 1)
    q = None if spk == 'attacker' else 'Which %s is %s in?' % (noun(U[sid]['levels'][2]), U[sid]['name'])
    claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q,
                   'text': text, 'mentions': men, 'belief': path(code, sid, v)})
    cmarks[cid] = {'mark': mark, 'code': code, 'template': tpl}

notes = []
for ln in open(os.path.join(HERE, 'notes.txt')):
    if ln.strip():
        style, pc, cc, mark, text = ln.rstrip('\n').split(' ', 4)
        notes.append((style, pc, cc, mark, text))
assert len(notes) == 60
rng.shuffle(notes)
ests, emarks = [], {}
for j, (style, pc, cc, mark, tpl) in enumerate(notes):
    sid = SCEN[j % 20]
    v = draw(sid)
    text, _ = fill(tpl, sid, v)
    for k, (kind, code) in enumerate((('prior', pc), ('current', cc))):
        eid = 'e-%03d' % (2 * j + k + 1)
        ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': style, 'text': text,
                     'label': path(code, sid, v, allow_q=True)})
        emarks[eid] = {'mark': mark, 'code': code, 'template': tpl}

with open(os.path.join(ROOT, 'claims.jsonl'), 'w') as fh:
    for r in claims:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'estimates.jsonl'), 'w') as fh:
    for r in ests:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
json.dump(cmarks, open(os.path.join(HERE, 'claim_marks.json'), 'w'), indent=1)
json.dump(emarks, open(os.path.join(HERE, 'est_marks.json'), 'w'), indent=1)
print(len(claims), 'claims,', len(ests), 'estimates')
