"""Builds claims.jsonl and estimates.jsonl of blind set 210 from build/real.txt (mark|template), build/tags.txt
(tag|mark|template), build/attacker.txt (template) and build/notes.txt (style|adversarial kind|prior|current|note),
with build/universes.json (build/choose.py) and ref/scenario_choices.json. Every drawn value comes from
random.Random(210): one shuffle of the 300 claim templates, one of the 60 notes, then per text (claims first, then
notes) one draw of units (A, A2, B, B2, C, C2, C3) and, per defender message, one draw of the question.
Scenarios in turn: entry number modulo 20. Labels by mark: L A,B,C; M A,B,null; T A,null,null; X, N and probes
all-null; notes by their prior and current codes (N all-null, A, A2, A? = A,?,null, B, B2, B? = A,B,?, C, C2, C3,
U unscored). Mentions: the units of the slots in text order, each once.
--check: report unit names of the 20 trees and level-noun words in fixed text, unknown slots, an article before a
level-noun slot and bare slot letters; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
CH = [c['scenario'] for c in json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))['chosen']]
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'Division': 'division',
        'department': 'department', 'Department': 'department', 'group': 'group', 'team': 'team',
        'team_name': 'team', 'full_affiliation': 'team', 'organization': 'organization', 'project': 'project',
        'project_codename': 'project', 'component_name': 'component'}
LEVEL_WORDS = ['company', 'companies', 'corporation', 'division', 'department', 'group', 'team', 'teams', 'project',
               'projects', 'organization', 'organisation', 'component', 'affiliation', 'codename', 'business unit']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\}')
UNIT_SLOTS = {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}


def rd(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


claims_src = []
for l in rd('real.txt'):
    m, t = l.split('|', 1)
    claims_src.append(('realistic_reply', m, t))
for l in rd('tags.txt'):
    g, m, t = l.split('|', 2)
    claims_src.append((g, m, t))
for t in rd('attacker.txt'):
    claims_src.append(('attacker_probe', 'P', t))
notes_src = [tuple(l.split('|', 4)) for l in rd('notes.txt')]
assert len(claims_src) == 300 and len(notes_src) == 60

all_units = set()
for v in U.values():
    u = v['universe']; lv = list(u)
    all_units.update(u[lv[0]])
    for k in (1, 2):
        for p, kids in u[lv[k]].items():
            all_units.update(kids)


def check():
    probs = []
    names = sorted({x.replace('_', ' ').lower() for x in all_units}, key=len, reverse=True)
    for src in [c[2] for c in claims_src] + [n[4] for n in notes_src]:
        for s in re.findall(r'\{([^}]*)\}', src):
            if not SLOT.fullmatch('{%s}' % s):
                probs.append('unknown slot {%s}: %s' % (s, src))
        fixed = SLOT.sub(' # ', src)
        low = fixed.replace('_', ' ').lower()
        for nm in names:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), low):
                probs.append('unit name %r in fixed text: %s' % (nm, src))
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, low):
                probs.append('level noun %r in fixed text: %s' % (w, src))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', src):
            probs.append('article before a level-noun slot: %s' % src)
        if re.search(r'(?<![\w{])(N|B|C|A2|B2|C2|C3|L0|L1|L2)(?![\w}])', fixed):
            probs.append('bare slot letter: %s' % src)
    return probs


def poss(s):
    return s


def fill(t, vals):
    out = SLOT.sub(lambda m: vals[m.group(1)], t)
    # possessive of names ending in s: bare apostrophe
    for v in set(vals.values()):
        if v.endswith('s'):
            out = out.replace(v + "'s", v + "'")
        if v.endswith('.'):
            # a name ending in a full stop (Corp., Inc.) takes no second one
            out = out.replace(v + '.', v)
    return out


def mentions(t, vals):
    ms = []
    for m in SLOT.finditer(t):
        if m.group(1) in UNIT_SLOTS and vals[m.group(1)] not in ms:
            ms.append(vals[m.group(1)])
    return ms


def draw(rng, sc):
    u = U[sc]['universe']; lv = list(u)
    tops = list(u[lv[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[lv[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[lv[2]][B])
    C = rng.choice(lows)
    rest = [x for x in lows if x != C]
    rng.shuffle(rest)
    C2, C3 = rest
    return {'N': U[sc]['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': NOUN[lv[0]], 'L1': NOUN[lv[1]], 'L2': NOUN[lv[2]]}, lv


def code_vals(code, v):
    return {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'A?': [v['A'], '?', None], 'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None],
            'B?': [v['A'], v['B'], '?'], 'C': [v['A'], v['B'], v['C']], 'C2': [v['A'], v['B'], v['C2']],
            'C3': [v['A'], v['B'], v['C3']]}[code]


def main():
    if '--check' in sys.argv:
        p = check()
        for x in p:
            print(x)
        print('%d problems' % len(p))
        return
    rng = random.Random(210)
    cl = list(claims_src)
    rng.shuffle(cl)
    nt = list(notes_src)
    rng.shuffle(nt)
    claims, ests, meta = [], [], {'adv_claims': [], 'adv_ests': [], 'unscored': [], 'claim_src': [], 'note_src': []}
    for i, (tag, mark, t) in enumerate(cl):
        sc = CH[i % 20]
        v, lv = draw(rng, sc)
        speaker = 'attacker' if tag == 'attacker_probe' else 'defender'
        q = fill(rng.choice(QUESTIONS), v) if speaker == 'defender' else None
        vals = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(mark, [None] * 3)
        cid = 'c-%03d' % (i + 1)
        ms = mentions(t, v)
        claims.append({'id': cid, 'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q,
                       'text': fill(t, v), 'mentions': ms, 'belief': dict(zip(lv, vals))})
        if mark == 'X' or (mark == 'P' and ms):
            meta['adv_claims'].append(cid)
        meta['claim_src'].append([cid, tag, mark, t])
    for k, (style, adv, pr, cu, t) in enumerate(nt):
        sc = CH[k % 20]
        v, lv = draw(rng, sc)
        text = fill(t, v)
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * k + j + 1)
            lab = 'unscored' if code == 'U' else dict(zip(lv, code_vals(code, v)))
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text, 'label': lab})
            if adv != '-':
                meta['adv_ests'].append(eid)
            if code == 'U':
                meta['unscored'].append(eid)
        meta['note_src'].append([2 * k + 1, style, adv, pr, cu, t])
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as f:
        for r in claims:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as f:
        for r in ests:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(meta, open(os.path.join(HERE, 'meta.json'), 'w'), indent=0)
    print('claims %d (adversarial %d), estimates %d (adversarial %d, unscored %d)' % (
        len(claims), len(meta['adv_claims']), len(ests), len(meta['adv_ests']), len(meta['unscored'])))


main()
