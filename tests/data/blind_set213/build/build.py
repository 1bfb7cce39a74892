"""Set 213 build: reads build/real.txt (mark|template), build/tags.txt (tag|mark|template), build/attacker.txt
(one probe a line) and build/notes.txt (style|adversarial kind|prior|current|note) and writes claims.jsonl and
estimates.jsonl. Every drawn value comes from random.Random(213): one shuffle of the 300 claim templates, one of
the 60 notes, then per text in turn one draw of units (A, B under A, C under B, A2 another top unit, B2 another
middle unit under A, C2 and C3 two other lowest units under B) and per defender message one draw of the question.
Scenarios in turn (entry number modulo 20, in the order of ref/set213_scenarios.json). Labels by mark:
L = A, B, C; M = A, B, null; T = A, null, null; X, N and probes all-null; notes by their prior and current codes
(N all-null, A/A2 top only, B/B2 top and middle, C/C2/C3 full path, A? = A, ?, null, B? = A, B, ?, U unscored).
Mentions: the units of the slots in text order, each once. --check: no unit name of the 20 trees and no
level-noun word in any fixed text (whole words, any case, underscores read as spaces), no unknown slot, no article
before a level-noun slot, no bare slot letter."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set213_scenarios.json')))
NOUN = {'team_id': 'team', 'team_name': 'team', 'project_team': 'project team', 'business_unit': 'business unit'}
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
LEVELWORDS = {'team', 'teams', 'department', 'departments', 'division', 'divisions', 'company', 'companies', 'corporation',
              'corporations', 'group', 'groups', 'project', 'projects', 'business', 'unit', 'units'}

def load():
    real = [l.rstrip('\n').split('|', 1) for l in open(os.path.join(HERE, 'real.txt')) if l.strip()]
    tags = [l.rstrip('\n').split('|', 2) for l in open(os.path.join(HERE, 'tags.txt')) if l.strip()]
    att = [l.rstrip('\n') for l in open(os.path.join(HERE, 'attacker.txt')) if l.strip()]
    notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(HERE, 'notes.txt')) if l.strip()]
    claims = [('realistic_reply', m, t) for m, t in real] + [(g, m, t) for g, m, t in tags] + [('attacker_probe', 'P', t) for t in att]
    return claims, notes

def noun(k):
    return NOUN.get(k, k.replace('_', ' '))

def poss(x):
    return x + ("'" if x.endswith('s') else "'s")

def fill(tpl, vals):
    mentions = []
    def rep(m):
        k, ps = m.group(1), m.group(2)
        v = vals[k]
        if k not in ('N', 'L0', 'L1', 'L2') and v not in mentions:
            mentions.append(v)
        return poss(v) if ps else v
    text = re.sub(r"\{(\w+)\}('s)?", rep, tpl)
    return text, mentions

def draw(rng, sc):
    u = U[sc]
    lv = u['levels']
    A = rng.choice(sorted(u['top']))
    B = rng.choice(sorted(u['mid'][A]))
    C = rng.choice(sorted(u['low'][B]))
    A2 = rng.choice(sorted(t for t in u['top'] if t != A))
    B2 = rng.choice(sorted(b for b in u['mid'][A] if b != B))
    C2, C3 = rng.sample(sorted(c for c in u['low'][B] if c != C), 2)
    return {'N': u['name'], 'A': A, 'B': B, 'C': C, 'A2': A2, 'B2': B2, 'C2': C2, 'C3': C3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}, lv

def path(code, v, lv):
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [v['A'], '?', None]
    elif code == 'B?':
        vals = [v['A'], v['B'], '?']
    elif code in ('A', 'A2'):
        vals = [v[code], None, None]
    elif code == 'B':
        vals = [v['A'], v['B'], None]
    elif code == 'B2':
        vals = [v['A'], v['B2'], None]
    else:
        vals = [v['A'], v['B'], v[code]]
    return dict(zip(lv, vals))

def check(claims, notes):
    names = set()
    for u in U.values():
        names |= set(u['top']) | set(u['mid']) | {c for l in u['low'].values() for c in l}
    probs = []
    texts = [t for _, _, t in claims] + [n[4] for n in notes]
    for t in texts:
        for k in re.findall(r'\{(\w+)\}', t):
            if k not in SLOTS:
                probs.append('unknown slot %s: %s' % (k, t))
        fixed = re.sub(r"\{\w+\}('s)?", ' ', t)
        low = ' ' + fixed.lower().replace('_', ' ') + ' '
        for nm in names:
            w = nm.lower().replace('_', ' ')
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), low):
                probs.append('unit name %r in fixed text: %s' % (nm, t))
        for w in re.findall(r"[A-Za-z]+", fixed):
            if w.lower() in LEVELWORDS:
                probs.append('level word %r: %s' % (w, t))
            if w in SLOTS - {'A'}:
                probs.append('bare slot letter %r: %s' % (w, t))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            probs.append('article before a level slot: %s' % t)
    return probs

def main():
    claims, notes = load()
    if '--check' in sys.argv:
        p = check(claims, notes)
        print('\n'.join(p)); print(len(p), 'problems'); return
    assert len(claims) == 300 and len(notes) == 60
    rng = random.Random(213)
    rng.shuffle(claims)
    rng.shuffle(notes)
    out = []
    for i, (tag, mark, tpl) in enumerate(claims):
        sc = SCEN[i % 20]
        v, lv = draw(rng, sc)
        text, men = fill(tpl, v)
        if mark == 'P':
            q, spk = None, 'attacker'
        else:
            q, spk = fill(rng.choice(QUESTIONS), v)[0], 'defender'
        code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(mark, 'N')
        out.append({'id': 'c-%03d' % (i + 1), 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                    'text': text, 'mentions': men, 'belief': path(code, v, lv)})
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    est = []
    for j, (style, adv, pr, cu, tpl) in enumerate(notes):
        sc = SCEN[j % 20]
        v, lv = draw(rng, sc)
        text, _ = fill(tpl, v)
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            est.append({'id': 'e-%03d' % (2 * j + k + 1), 'scenario': sc, 'kind': kind, 'construction': style,
                        'text': text, 'label': path(code, v, lv), '_adv': adv})
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in est:
            fh.write(json.dumps({k: r[k] for k in r if k != '_adv'}, ensure_ascii=False) + '\n')
    # ids for the README (adversarial: X marks and probes naming a unit; adversarial notes)
    advc = [r['id'] for r, (tag, mark, tpl) in zip(out, claims) if mark == 'X' or (mark == 'P' and r['mentions'])]
    adve = [r['id'] for r in est if r['_adv'] != '-']
    json.dump({'claims': advc, 'estimates': adve, 'marks': [m for _, m, _ in claims],
               'notes': [[s, a, p, c] for s, a, p, c, _ in notes]}, open(os.path.join(HERE, 'built_meta.json'), 'w'))
    print(len(out), 'claims,', len(est), 'estimates,', len(advc), 'adversarial claims,', len(adve), 'adversarial note records')

main()
