"""Builds claims.jsonl and estimates.jsonl of set 221 from build/real.txt (mark|template), build/tags.txt
(tag|mark|template), build/attacker.txt (probes) and build/notes.txt (style|adversarial kind|prior|current|note).
Slots: {N} first name; {A} {A2} top units; {B} {B2} middle units under A; {C} {C2} {C3} lowest units under B;
{L0} {L1} {L2} level nouns. Every drawn value comes from random.Random(221): one shuffle of the 300 claim
templates, one of the 60 notes, one draw of units per text and one of the question per defender message;
scenarios in turn (entry number modulo 20). --check: no unit name of the 20 trees and no level-noun word in
fixed text, no unknown slot, every note naming its style word and no other."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
IDS = json.load(open(os.path.join(OUT, 'ref', 'set221_scenarios.json')))
STYLES = ['firstfind', 'didnotfind', 'trackable', 'waypoint', 'mysterycache', 'muggled']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2'}
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
NOUN = {'team_name': 'team', 'project_code': 'project'}
LEVEL_WORDS = {'company', 'corporation', 'division', 'group', 'team', 'department', 'project', 'business', 'unit'}


def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


real = [('realistic_reply',) + tuple(l.split('|', 1)) for l in lines('real.txt')]
tags = [tuple(l.split('|', 2)) for l in lines('tags.txt')]
probes = [('attacker_probe', 'P', l) for l in lines('attacker.txt')]
notes = [tuple(l.split('|', 4)) for l in lines('notes.txt')]
assert len(real) == 184 and len(tags) == 96 and len(probes) == 20 and len(notes) == 60


def noun(level):
    return NOUN.get(level, level.replace('_', ' '))


def all_units():
    s = set()
    for v in U.values():
        u = v['universe']; lv = v['levels']
        s.update(u[lv[0]])
        for k in (1, 2):
            for p, kids in u[lv[k]].items():
                s.update(kids)
    return s


def check():
    probs = 0
    units = sorted(all_units(), key=len, reverse=True)
    texts = [t for _, _, t in real] + [t for _, _, t in tags] + [t for _, _, t in probes] + [n[4] for n in notes]
    for t in texts:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t).replace('_', ' ')
        for u in units:
            if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(u.replace('_', ' ')), fixed):
                print('unit name %r in: %s' % (u, t)); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'(?i)\b%s\b' % w, fixed):
                print('level word %r in: %s' % (w, t)); probs += 1
    for n in notes:
        fixed = re.sub(r'\{\w+\}', ' ', n[4])
        for s in STYLES:
            has = re.search(r'(?i)\b%s\b' % s, fixed)
            if (s == n[0]) != bool(has):
                print('style word %s: %s' % (s, n[4])); probs += 1
    print('problems:', probs)
    return probs


def draw(rng, sid):
    v = U[sid]; u = v['universe']; lv = v['levels']
    tops = list(u[lv[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(u[lv[1]][A])
    B, B2 = rng.sample(mids, 2)
    lows = list(u[lv[2]][B])
    C, C2, C3 = rng.sample(lows, 3)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(t, sid, units):
    v = U[sid]; lv = v['levels']
    vals = dict(units)
    vals.update({'N': v['name'], 'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])})
    mentions = []
    for s in re.findall(r'\{(\w+)\}', t):
        if s in UNIT_SLOTS and vals[s] not in mentions:
            mentions.append(vals[s])

    def sub(m):
        s, poss = m.group(1), m.group(2)
        x = vals[s]
        if poss:
            return x + ("'" if x.endswith('s') else "'s")
        return x
    return re.sub(r"\{(\w+)\}('s)?", sub, t), mentions


def label(code, sid, units):
    lv = U[sid]['levels']
    A, B, C = units['A'], units['B'], units['C']
    m = {'N': [None, None, None], 'A': [A, None, None], 'B': [A, B, None], 'C': [A, B, C],
         'A2': [units['A2'], None, None], 'B2': [A, units['B2'], None], 'C2': [A, B, units['C2']],
         'C3': [A, B, units['C3']], 'A?': [A, '?', None], 'B?': [A, B, '?']}
    if code == 'U':
        return 'unscored'
    return dict(zip(lv, m[code]))


def belief(mark, sid, units):
    lv = U[sid]['levels']
    A, B, C = units['A'], units['B'], units['C']
    vals = {'L': [A, B, C], 'M': [A, B, None], 'T': [A, None, None]}.get(mark, [None, None, None])
    return dict(zip(lv, vals))


def build():
    rng = random.Random(221)
    cl = [(c, m, t) for c, m, t in real] + [(c, m, t) for c, m, t in tags] + probes
    rng.shuffle(cl)
    claims, adv = [], []
    for i, (con, mark, t) in enumerate(cl):
        sid = IDS[i % 20]
        units = draw(rng, sid)
        text, mentions = fill(t, sid, units)
        rid = 'c-%03d' % (i + 1)
        if mark == 'P':
            q = None
        else:
            q, _ = fill(rng.choice(QUESTIONS), sid, units)
        claims.append({'id': rid, 'scenario': sid, 'speaker': 'attacker' if mark == 'P' else 'defender',
                       'construction': con, 'question': q, 'text': text, 'mentions': mentions,
                       'belief': belief(mark, sid, units)})
        if mark == 'X' or (mark == 'P' and mentions):
            adv.append(rid)
    ns = list(notes)
    rng.shuffle(ns)
    ests, eadv, meta = [], [], []
    for i, (style, kind, pr, cu, t) in enumerate(ns):
        sid = IDS[i % 20]
        units = draw(rng, sid)
        text, _ = fill(t, sid, units)
        for j, (k, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': rid, 'scenario': sid, 'kind': k, 'construction': style, 'text': text,
                         'label': label(code, sid, units)})
            if kind != '-':
                eadv.append(rid)
        meta.append({'ids': ['e-%03d' % (2 * i + 1), 'e-%03d' % (2 * i + 2)], 'style': style, 'kind': kind,
                     'prior': pr, 'current': cu})
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims_adv': adv, 'est_adv': eadv, 'notes': meta}, open(os.path.join(HERE, 'built_meta.json'), 'w'), indent=1)
    print('claims', len(claims), 'adversarial', len(adv), 'estimates', len(ests), 'adversarial', len(eadv))


if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
