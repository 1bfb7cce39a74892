"""Build set 201's claims.jsonl and estimates.jsonl from the letter-form templates in build/.
Every drawn value comes from random.Random(201): one shuffle of the 300 claim templates, one shuffle of the
60 notes, then per text (in shuffled order) one draw of units and, per defender message, one draw of the
question. Scenarios go in turn (entry number modulo 20) through ref/set201_scenarios.json.
python3 build.py --check: report unit names of the 20 trees and level-noun words in the fixed text of any
template (whole word, case-insensitive), doubled stops and unknown slots; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
UNI = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set201_scenarios.json')))
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'group': 'group',
        'department': 'department', 'project': 'project', 'team': 'team', 'team_name': 'team',
        'project_code': 'project', 'business_unit': 'business unit', 'company_division': 'division',
        'project_group': 'project group'}
PLURAL = {'team': 'teams', 'project': 'projects', 'department': 'departments', 'project group': 'project groups',
          'division': 'divisions', 'group': 'groups', 'business unit': 'business units'}
LEVEL_WORDS = ['company', 'companies', 'corporation', 'corporations', 'division', 'divisions', 'group', 'groups',
               'department', 'departments', 'project', 'projects', 'team', 'teams', 'business', 'unit', 'units']
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L2s']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             "Can you tell me {N}'s {L2}?"]
NEW_TAGS = ['umweltbeauftragter_abfallbilanz', 'swyddog_ailgylchu', 'okoljevarstvenik_vodomer',
            'umhverfisstjori_orkunotkun', 'oifigeach_rothar', 'ymparistovastaava_hiilijalanjalki',
            'pelnomocnik_segregacja', 'povjerenik_putovanja']
STYLES = ['pitting', 'flaking', 'filiform', 'crevice', 'galvanic', 'fretting']


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
            s, p, c, adv, t = ln.rstrip('\n').split('|', 4)
            notes.append((s, p, c, adv, t))
    return claims, notes


def tree(sc):
    u = UNI[sc]['universe']
    lv = list(u)
    return lv, u


def draw(rng, sc):
    lv, u = tree(sc)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def poss(name):
    return name + ("'" if name.endswith('s') else "'s")


def fill(t, vals):
    def rep(m):
        v = vals[m.group(1)]
        return poss(v) if m.group(2) else v
    out = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2s|L2)\}('s)?", rep, t)
    return out


def mentions(t, vals):
    seen = []
    for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C)\}', t):
        v = vals[m.group(1)]
        if v not in seen:
            seen.append(v)
    return seen


def nouns(sc):
    lv, u = tree(sc)
    n = [NOUN[k] for k in lv]
    return {'L0': n[0], 'L1': n[1], 'L2': n[2], 'L2s': PLURAL[n[2]]}


def label(code, lv, v):
    z = {
        'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
        'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
        'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None],
        'B?': [v['A'], v['B'], '?']}
    if code == 'U':
        return 'unscored'
    return dict(zip(lv, z[code]))


def check():
    claims, notes = load()
    names = set()
    for sc in SCEN:
        lv, u = tree(sc)
        names.update(u[lv[0]])
        for k in (1, 2):
            for p, kids in u[lv[k]].items():
                names.update(kids)
    probs = 0
    alltexts = [t for _, _, t in claims] + [x[4] for x in notes] + QUESTIONS
    for t in alltexts:
        fixed = re.sub(r"\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2s|L2)\}", ' ', t)
        for s in re.findall(r'\{[^}]*\}', fixed):
            print('unknown slot', s, '|', t); probs += 1
        for nm in sorted(names, key=len, reverse=True):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('unit name', nm, '|', t); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, fixed, re.I):
                print('level word', w, '|', t); probs += 1
        if re.search(r'\.\.|\?\.|!\.|;\.|:\.|  ', t):
            print('doubled stop or space |', t); probs += 1
    print(probs, 'problems')


def build():
    claims, notes = load()
    assert len(claims) == 300 and len(notes) == 60
    rng = random.Random(201)
    rng.shuffle(claims)
    rng.shuffle(notes)
    out, marks = [], {}
    for i, (g, m, t) in enumerate(claims):
        sc = SCEN[i % 20]
        lv, u = tree(sc)
        v = draw(rng, sc)
        v.update(nouns(sc))
        v['N'] = UNI[sc]['name']
        rid = 'c-%03d' % (i + 1)
        if g == 'attacker_probe':
            q, spk = None, 'attacker'
        else:
            q, spk = fill(rng.choice(QUESTIONS), v), 'defender'
        b = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(
            m, [None, None, None])
        ment = mentions(t, v)
        out.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q,
                    'text': fill(t, v), 'mentions': ment, 'belief': dict(zip(lv, b))})
        marks[rid] = {'mark': m, 'template': t, 'adversarial': m == 'X' or (m == 'P' and bool(ment))}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    eo = []
    for k, (s, p, c, adv, t) in enumerate(notes):
        sc = SCEN[k % 20]
        lv, u = tree(sc)
        v = draw(rng, sc)
        v.update(nouns(sc))
        v['N'] = UNI[sc]['name']
        text = fill(t, v)
        for j, (kind, code) in enumerate((('prior', p), ('current', c))):
            rid = 'e-%03d' % (2 * k + j + 1)
            eo.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': s, 'text': text,
                       'label': label(code, lv, v)})
            marks[rid] = {'mark': adv, 'template': t, 'code': code, 'prior': p, 'current': c,
                          'adversarial': adv != '-', 'units': {x: v[x] for x in UNIT_SLOTS}}
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in eo:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)
    print(len(out), 'claims', len(eo), 'estimate records')


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
