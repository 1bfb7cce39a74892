"""Builds set 216's claims.jsonl and estimates.jsonl from build/texts.py, build/notes.py and build/universes.json.
Every drawn value comes from random.Random(216): one shuffle of the 300 claim templates, one of the 60 notes, one draw
of units per text (A, A2, B, B2, C, C2, C3) and one of the question per defender message; scenarios in turn (entry
number modulo 20). --check: no unit name of the 20 trees and no level-noun word in fixed text, no unknown slot, no
article before a level-noun slot, every note naming its style word and no other; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
sys.path.insert(0, HERE)
from texts import REAL, TAGS, PROBES
from notes import NOTES
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(OUT, 'ref', 'set216_scenarios.json')))
STYLES = ['freemount', 'dismount', 'crankflip', 'idling', 'wheelwalk', 'ghostride']
TAGLIST = ['vaccinateur_fichier', 'vacunador_cartilla', 'rokottaja_rokotuskortti', 'szczepienia_rejestr',
           'ockovani_prukaz', 'schutzimpfung_impfliste', 'prikpost_griepprik', 'oltopont_nevsor']
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
LEVEL_WORDS = ['team', 'division', 'department', 'company', 'group', 'project', 'corporation', 'business', 'unit',
               'organization', 'organisation']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]


def noun(k):
    k = k.lower()
    return {'team_name': 'team', 'project_code': 'project'}.get(k, k.replace('_', ' '))


def entries():
    out = []
    for ln in REAL.strip().split('\n'):
        m, t = ln.split('|', 1)
        out.append(('realistic_reply', m, t))
    for ln in TAGS.strip().split('\n'):
        g, m, t = ln.split('|', 2)
        out.append((g, m, t))
    for ln in PROBES.strip().split('\n'):
        m, t = ln.split('|', 1)
        out.append(('attacker_probe', 'P', t))
    return out


def notes():
    return [tuple(ln.split('|', 4)) for ln in NOTES.strip().split('\n')]


def check():
    probs = []
    allunits = set()
    for u in U.values():
        allunits |= set(u['units'])
    texts = [t for _, _, t in entries()] + [n[4] for n in notes()]
    for t in texts:
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                probs.append('unknown slot %s: %s' % (s, t))
        fixed = re.sub(r'\{[^}]*\}', ' ', t).lower()
        for e in allunits:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e.lower().replace('_', ' ')), fixed.replace('_', ' ')):
                probs.append('unit name %r in fixed text: %s' % (e, t))
        for w in LEVEL_WORDS:
            if re.search(r'\b%ss?\b' % w, fixed):
                probs.append('level-noun word %r in fixed text: %s' % (w, t))
        if re.search(r'\b(a|an|A|An)\s+\{L[012]\}', t):
            probs.append('article before a level-noun slot: %s' % t)
    for st, kind, p, c, t in notes():
        if not re.search(r'\b%s\b' % st, t, re.I):
            probs.append('note lacks its style word: %s' % t)
        for o in STYLES:
            if o != st and re.search(r'\b%s' % o, t, re.I):
                probs.append('note names another style %s: %s' % (o, t))
    es = entries()
    from collections import Counter
    print(Counter((g, m) for g, m, _ in es))
    print(Counter((s, k) for s, k, *_ in notes()))
    return probs


def draw(rng, sc):
    u = U[sc]
    lv = u['levels']
    kids = {}
    tops = []
    for e, (li, p) in u['units'].items():
        if li == 0:
            tops.append(e)
        else:
            kids.setdefault(p, []).append(e)
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    B = rng.choice(kids[A])
    B2 = rng.choice([x for x in kids[A] if x != B])
    C = rng.choice(kids[B])
    C2, C3 = rng.sample([x for x in kids[B] if x != C], 2)
    return {'N': u['name'], 'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3,
            'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}


def render(t, v):
    def rep(m):
        s, poss = m.group(1), m.group(2)
        x = v[s]
        if poss:
            return x + ("'" if x.endswith('s') else "'s")
        return x
    return re.sub(r"\{([A-Z][0-9]?)\}('s)?", rep, t)


def mentions(t, v):
    out = []
    for s in re.findall(r'\{([^}]*)\}', t):
        if s in UNITS and v[s] not in out:
            out.append(v[s])
    return out


def code_label(code, v, lv):
    if code == 'U':
        return 'unscored'
    vals = {'N': (None, None, None), 'A': (v['A'], None, None), 'A2': (v['A2'], None, None),
            'B': (v['A'], v['B'], None), 'B2': (v['A'], v['B2'], None),
            'C': (v['A'], v['B'], v['C']), 'C2': (v['A'], v['B'], v['C2']), 'C3': (v['A'], v['B'], v['C3']),
            'A?': (v['A'], '?', None), 'B?': (v['A'], v['B'], '?')}[code]
    return dict(zip(lv, vals))


def build():
    rng = random.Random(216)
    es = entries()
    ns = notes()
    rng.shuffle(es)
    rng.shuffle(ns)
    claims, adv = [], []
    for i, (g, m, t) in enumerate(es):
        sc = SCEN[i % 20]
        lv = U[sc]['levels']
        v = draw(rng, sc)
        q = None if m == 'P' else render(rng.choice(QUESTIONS), v)
        b = {'L': (v['A'], v['B'], v['C']), 'M': (v['A'], v['B'], None), 'T': (v['A'], None, None)}.get(m, (None, None, None))
        cid = 'c-%03d' % (i + 1)
        men = mentions(t, v)
        if m == 'X' or (m == 'P' and men):
            adv.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if m == 'P' else 'defender', 'construction': g,
                       'question': q, 'text': render(t, v), 'mentions': men, 'belief': dict(zip(lv, b))})
    ests, eadv = [], []
    for j, (st, kind, p, c, t) in enumerate(ns):
        sc = SCEN[j % 20]
        lv = U[sc]['levels']
        v = draw(rng, sc)
        for k, code in (('prior', p), ('current', c)):
            eid = 'e-%03d' % (len(ests) + 1)
            if kind != 'plain':
                eadv.append(eid)
            ests.append({'id': eid, 'scenario': sc, 'kind': k, 'construction': st, 'text': render(t, v),
                         'label': code_label(code, v, lv)})
    with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
        for r in claims:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
        for r in ests:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv, 'order': [[g, m, t] for g, m, t in es],
               'notes': [list(n) for n in ns]}, open(os.path.join(HERE, 'built.json'), 'w'), indent=0)
    print(len(claims), len(ests), len(adv), len(eadv))


if __name__ == '__main__':
    if '--check' in sys.argv:
        p = check()
        for x in p:
            print(x)
        print(len(p), 'problems')
    else:
        build()
