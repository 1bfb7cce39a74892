"""Set 179's build: seed 179; one seeded shuffle of the 300 claim templates and of the 60 notes; scenarios in turn
(entry number modulo 20, ref/set179_scenarios.json order); one draw of units per text (A, A2, B, B2, C, C2, C3);
level nouns from the level keys; writes claims.jsonl, estimates.jsonl and build/marks.json.
With --check: prints any unit name of the 20 trees met in the fixed text of a template (whole word,
case-insensitive), any "a"/"an" before a unit slot, and any doubled stop."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set179_scenarios.json')))
NOUN = {'division': 'division', 'group': 'group', 'project_code': 'project', 'business_unit': 'business unit',
        'project_team': 'project team', 'corporation': 'corporation', 'project': 'project', 'department': 'department',
        'team': 'team', 'company': 'company', 'team_name': 'team'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', 'Can you tell me {N}\'s {L2}?']

def load():
    claims = []
    for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
        if ln.strip():
            m, t = ln.rstrip('\n').split('|', 1)
            claims.append(('realistic_reply', m, t))
    for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
        if ln.strip():
            g, m, t = ln.rstrip('\n').split('|', 2)
            claims.append((g, m, t))
    for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
        if ln.strip():
            claims.append(('attacker_probe', 'P', ln.rstrip('\n')))
    notes = []
    for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8'):
        if ln.strip():
            s, mv, p, c, t = ln.rstrip('\n').split('|', 4)
            notes.append((s, mv, p, c, t))
    return claims, notes

def parent_map(sc):
    tree = U[sc]['tree']; L = U[sc]['levels']
    par = {}
    for p, kids in tree[L[1]].items():
        for k in kids: par[k] = p
    for p, kids in tree[L[2]].items():
        for k in kids: par[k] = p
    return par

def draw(rng, sc):
    tree = U[sc]['tree']; L = U[sc]['levels']
    tops = list(tree[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(tree[L[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([m for m in mids if m != B])
    lows = list(tree[L[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': rest[0], 'C3': rest[1]}

SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')

def fill(tpl, vals):
    out, pos, ments = [], 0, []
    for m in SLOT.finditer(tpl):
        out.append(tpl[pos:m.start()])
        v = vals[m.group(1)]
        out.append(v)
        pos = m.end()
        if m.group(1) in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3') and v not in ments:
            ments.append(v)
        if v.endswith('.') and tpl[pos:pos + 1] == '.':
            pos += 1  # a name ending in a stop before a sentence stop
    out.append(tpl[pos:])
    return ''.join(out), ments

def path(sc, code, units):
    """label or belief values for a code: N, A, A2, B, B2, C, C2, C3, A?, B?, U."""
    par = parent_map(sc)
    if code == 'U':
        return 'unscored'
    if code == 'N':
        return [None, None, None]
    if code == 'A?':
        return [units['A'], '?', None]
    if code == 'B?':
        return [units['A'], units['B'], '?']
    e = units[code]
    if code in ('A', 'A2'):
        return [e, None, None]
    if code in ('B', 'B2'):
        return [par[e], e, None]
    return [par[par[e]], par[e], e]

def vals_for(sc, units):
    L = U[sc]['levels']
    v = dict(units)
    v['N'] = U[sc]['name']
    v['L0'], v['L1'], v['L2'] = (NOUN[k] for k in L)
    return v

def main():
    claims, notes = load()
    assert len(claims) == 300 and len(notes) == 60
    rng = random.Random(179)
    rng.shuffle(claims)
    rng.shuffle(notes)
    crecs, marks = [], {}
    for i, (tag, mark, tpl) in enumerate(claims):
        sc = SCEN[i % 20]
        L = U[sc]['levels']
        units = draw(rng, sc)
        v = vals_for(sc, units)
        text, ments = fill(tpl, v)
        q = None
        if tag != 'attacker_probe':
            q, _ = fill(rng.choice(QUESTIONS), v)
        if mark == 'L':
            b = path(sc, 'C', units)
        elif mark == 'M':
            b = path(sc, 'B', units)
        elif mark == 'T':
            b = path(sc, 'A', units)
        else:
            b = [None, None, None]
        rid = 'c-%03d' % (i + 1)
        crecs.append({'id': rid, 'scenario': sc, 'speaker': 'attacker' if tag == 'attacker_probe' else 'defender',
                      'construction': tag, 'question': q, 'text': text, 'mentions': ments,
                      'belief': dict(zip(L, b))})
        marks[rid] = {'mark': mark, 'template': tpl}
    erecs = []
    for i, (style, mv, p, c, tpl) in enumerate(notes):
        sc = SCEN[i % 20]
        L = U[sc]['levels']
        units = draw(rng, sc)
        v = vals_for(sc, units)
        text, _ = fill(tpl, v)
        for k, (kind, code) in enumerate((('prior', p), ('current', c))):
            lab = path(sc, code, units)
            rid = 'e-%03d' % (2 * i + k + 1)
            erecs.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                          'label': lab if lab == 'unscored' else dict(zip(L, lab))})
            marks[rid] = {'mark': mv, 'code': code, 'template': tpl}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in crecs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in erecs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)

def check():
    claims, notes = load()
    names = set()
    for sc in U:
        t = U[sc]['tree']; L = U[sc]['levels']
        names.update(t[L[0]]); names.update(t[L[1]]); names.update(t[L[2]])
    tpls = [c[2] for c in claims] + [n[4] for n in notes]
    for tpl in tpls:
        fixed = SLOT.sub(' ', tpl)
        hits = [n for n in names if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), fixed, re.I)]
        if hits:
            print('UNIT NAME', hits, '|', tpl)
        if re.search(r'\b(a|an|A|An)\s+\{(A|A2|B|B2|C|C2|C3)\}', tpl):
            print('ARTICLE', tpl)
        if re.search(r'\ban\s+\{L', tpl):
            print('AN BEFORE LEVEL', tpl)
        if '..' in tpl:
            print('DOUBLED STOP', tpl)

if __name__ == '__main__':
    if '--check' in sys.argv:
        check()
    else:
        main()
