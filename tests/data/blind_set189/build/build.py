"""Build set 189's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt. Every drawn value comes from random.Random(189): one shuffle of the 300 claim templates, one
shuffle of the 60 notes, then per text (in built order) one draw of units and, for defender messages, one draw of
the question form. Scenarios are assigned in turn (entry number modulo 20, in ref/set189_scenarios.json order).
With --check: prints unit names of the 20 trees found in fixed text (whole word, case-insensitive), articles
before a unit slot, doubled stops and unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set189_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'group': 'group', 'company': 'company',
        'corporation': 'corporation', 'team': 'team', 'team_name': 'team', 'project': 'project',
        'project_code': 'project', 'project_name': 'project', 'project_team': 'project team',
        'business_unit': 'business unit', 'repo_name': 'repository'}
def plural(n):
    return n[:-1] + 'ies' if n.endswith('y') and n[-2] not in 'aeiou' else n + 's'
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2?|B2?|C[23]?|L[012]s?)\}')
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def read(name, n):
    rows = []
    for ln in open(os.path.join(HERE, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            parts = ln.split('|', n - 1)
            assert len(parts) == n, ln
            rows.append(parts)
    return rows

def templates():
    claims = [('realistic_reply', m, t) for m, t in read('real.txt', 2)]
    claims += [(tag, m, t) for tag, m, t in read('tags.txt', 3)]
    claims += [('attacker_probe', 'P', t[0]) for t in read('attacker.txt', 1)]
    notes = [tuple(r) for r in read('notes.txt', 5)]
    return claims, notes

def draw(rng, sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    tops = list(t[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = t[lv[1]][A]
    B, B2 = rng.sample(mids, 2)
    lows = t[lv[2]][B]
    C, C2, C3 = rng.sample(lows, 3)
    return dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def fill(text, sc, units):
    u = U[sc]; lv = u['levels']
    nouns = [NOUN[l] for l in lv]
    mentions = []
    out = []; pos = 0
    for m in SLOT.finditer(text):
        out.append(text[pos:m.start()]); pos = m.end()
        s = m.group(1)
        if s == 'N':
            v = u['name']
        elif s in UNIT_SLOTS:
            v = units[s]
            if v not in mentions:
                mentions.append(v)
        else:
            v = nouns[int(s[1])]
            if s.endswith('s'):
                v = plural(v)
            before = ''.join(out).rstrip()
            if before == '' or before[-1] in '.?!':
                v = v[0].upper() + v[1:]
            # article fitted to the noun
            if re.search(r'(?:^|\s)(a|an|A|An)\s$', ''.join(out)):
                art = 'an' if v[0].lower() in 'aeiou' else 'a'
                joined = ''.join(out)
                mm = re.search(r'(a|an|A|An)\s$', joined)
                art = art.capitalize() if mm.group(1)[0] == 'A' else art
                out = [joined[:mm.start()] + art + ' ']
        out.append(v)
    out.append(text[pos:])
    return ''.join(out), mentions

def label(code, sc, units):
    lv = U[sc]['levels']; t = U[sc]['tree']
    if code == 'U':
        return 'unscored'
    vals = {'N': [None, None, None], 'A': [units['A'], None, None], 'A2': [units['A2'], None, None],
            'B': [units['A'], units['B'], None], 'B2': [units['A'], units['B2'], None],
            'C': [units['A'], units['B'], units['C']], 'C2': [units['A'], units['B'], units['C2']],
            'C3': [units['A'], units['B'], units['C3']], 'A?': [units['A'], '?', None],
            'B?': [units['A'], units['B'], '?']}[code]
    return dict(zip(lv, vals))

def belief(mark, sc, units):
    lv = U[sc]['levels']
    v = {'L': [units['A'], units['B'], units['C']], 'M': [units['A'], units['B'], None],
         'T': [units['A'], None, None]}.get(mark, [None, None, None])
    return dict(zip(lv, v))

def check():
    claims, notes = templates()
    names = set()
    for sc in U:
        t = U[sc]['tree']; lv = U[sc]['levels']
        names |= set(t[lv[0]]) | {x for k in t[lv[1]].values() for x in k} | {x for k in t[lv[2]].values() for x in k}
    probs = 0
    for text in [c[2] for c in claims] + [n[4] for n in notes]:
        fixed = SLOT.sub(' ', text)
        for nm in names:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('UNIT NAME', nm, '|', text); probs += 1
        if re.search(r'\b(a|an|the)\s+\{(A2?|B2?|C[23]?)\}', text, re.I):
            print('ARTICLE', text); probs += 1
        if '..' in text or ' ,' in text or '  ' in text:
            print('PUNCT', text); probs += 1
        for m in re.finditer(r'\{([^}]*)\}', text):
            if not SLOT.fullmatch(m.group(0)):
                print('SLOT', m.group(0), text); probs += 1
    print(probs, 'problems')

def build():
    rng = random.Random(189)
    claims, notes = templates()
    assert len(claims) == 300 and len(notes) == 60
    rng.shuffle(claims)
    rng.shuffle(notes)
    marks = {}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for i, (tag, mark, tpl) in enumerate(claims):
            sc = SCEN[i % 20]
            units = draw(rng, sc)
            text, ment = fill(tpl, sc, units)
            att = tag == 'attacker_probe'
            q = None if att else fill(rng.choice(QUESTIONS), sc, units)[0]
            rid = 'c-%03d' % (i + 1)
            rec = {'id': rid, 'scenario': sc, 'speaker': 'attacker' if att else 'defender', 'construction': tag,
                   'question': q, 'text': text, 'mentions': ment, 'belief': belief(mark, sc, units)}
            marks[rid] = {'mark': mark, 'template': tpl, 'units': units}
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for k, (style, adv, prior, cur, tpl) in enumerate(notes):
            sc = SCEN[k % 20]
            units = draw(rng, sc)
            text, _ = fill(tpl, sc, units)
            for j, (kind, code) in enumerate((('prior', prior), ('current', cur))):
                rid = 'e-%03d' % (2 * k + j + 1)
                rec = {'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                       'label': label(code, sc, units)}
                marks[rid] = {'mark': code, 'adv': adv, 'template': tpl, 'units': units}
                fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)

if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
