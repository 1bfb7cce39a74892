"""Build set 193's claims.jsonl and estimates.jsonl from the letter-form templates in build/.
Every drawn value comes from random.Random(193): one shuffle of the 300 claim templates and one of the 60 notes,
scenarios in turn (entry number modulo 20), one draw of units per text and one draw of the question per defender
message. With --check: print unit names of the 20 trees and level-noun words found in the fixed text (slots
removed; whole word, case-insensitive), doubled stops and unknown slots, and write nothing."""
import json, os, random, re, sys
B = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
SCEN = json.load(open(os.path.join(HERE, 'ref', 'set193_scenarios.json')))
NOUN = {'company': 'company', 'division': 'division', 'team': 'team', 'department': 'department',
        'team_id': 'team', 'corporation': 'corporation', 'business_unit': 'business unit', 'team_name': 'team',
        'project_team': 'project team', 'project': 'project'}
PLURAL = {'company': 'companies'}
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L0s', 'L1s', 'L2s'}
UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             'Can you tell me {N}\'s {L2}?']


def read(name, n):
    out = []
    for ln in open(os.path.join(B, name), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if ln.strip():
            out.append(ln.split('|', n - 1))
    return out


real = read('real.txt', 2)
tags = read('tags.txt', 3)
att = [[t] for t in open(os.path.join(B, 'attacker.txt'), encoding='utf-8').read().split('\n') if t.strip()]
notes = read('notes.txt', 5)
claim_items = [('realistic_reply', m, t) for m, t in real] + [(g, m, t) for g, m, t in tags] + \
              [('attacker_probe', 'P', t[0]) for t in att]
assert len(claim_items) == 300 and len(notes) == 60, (len(claim_items), len(notes))


def check():
    names = set()
    for v in U.values():
        t, L = v['tree'], v['levels']
        names |= set(t[L[0]])
        for k in (1, 2):
            for kids in t[L[k]].values():
                names |= set(kids)
    noun_re = re.compile(r'(?i)\b(compan(y|ies)|divisions?|teams?|departments?|corporations?|business units?|projects?)\b')
    probs = 0
    for src, t in [(c[0], c[2]) for c in claim_items] + [(n[0], n[4]) for n in notes]:
        for s in re.findall(r'\{([^}]*)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, '|', t); probs += 1
        fixed = re.sub(r'\{[^}]*\}', ' ', t)
        for nm in sorted(names, key=len, reverse=True):
            if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(nm), fixed):
                print('unit name %r in fixed text:' % nm, t); probs += 1
        if noun_re.search(fixed):
            print('level noun in fixed text:', t); probs += 1
        if '..' in t or ' ,' in t or '  ' in t:
            print('doubled stop/space:', t); probs += 1
    print('%d problems' % probs)


def draw(rng, sc):
    v = U[sc]
    t, L = v['tree'], v['levels']
    tops = list(t[L[0]])
    A, A2 = rng.sample(tops, 2)
    mids = list(t[L[1]][A])
    Bm, B2 = rng.sample(mids, 2)
    lows = list(t[L[2]][Bm])
    C, C2, C3 = rng.sample(lows, 3)
    return {'A': A, 'A2': A2, 'B': Bm, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def fill(tmpl, sc, units):
    v = U[sc]
    L = v['levels']
    nouns = [NOUN[l] for l in L]
    val = dict(units)
    val['N'] = v['name']
    for i in range(3):
        val['L%d' % i] = nouns[i]
        val['L%ds' % i] = PLURAL.get(nouns[i], nouns[i] + 's')
    mentions = []

    def rep(m):
        k = m.group(1)
        x = val[k]
        if k in UNIT_SLOTS and x not in mentions:
            mentions.append(x)
        if m.group(2) and k in UNIT_SLOTS and x.endswith('s'):
            return x + "'"
        if k.startswith('L') and (m.start() == 0 or re.search(r'[.?!:]\s$', tmpl[:m.start()])):
            x = x[0].upper() + x[1:]
        return x + (m.group(2) or '')
    text = re.sub(r"\{(\w+)\}('s)?", rep, tmpl)
    return text, mentions


def path(units, sc, code):
    v = U[sc]
    L = v['levels']
    if code == 'U':
        return 'unscored'
    if code == 'N':
        vals = [None, None, None]
    elif code == 'A?':
        vals = [units['A'], '?', None]
    elif code == 'B?':
        vals = [units['A'], units['B'], '?']
    elif code in ('A', 'A2'):
        vals = [units[code], None, None]
    elif code in ('B', 'B2'):
        vals = [units['A'], units[code], None]
    else:
        vals = [units['A'], units['B'], units[code]]
    return dict(zip(L, vals))


def build():
    rng = random.Random(193)
    items = list(claim_items)
    rng.shuffle(items)
    nts = list(notes)
    rng.shuffle(nts)
    claims, marks = [], {}
    for i, (con, mark, tmpl) in enumerate(items):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        text, mentions = fill(tmpl, sc, units)
        L = U[sc]['levels']
        belief = dict.fromkeys(L)
        if mark == 'L':
            belief = dict(zip(L, [units['A'], units['B'], units['C']]))
        elif mark == 'M':
            belief = dict(zip(L, [units['A'], units['B'], None]))
        elif mark == 'T':
            belief = dict(zip(L, [units['A'], None, None]))
        spk = 'attacker' if con == 'attacker_probe' else 'defender'
        q = None
        if spk == 'defender':
            q = fill(rng.choice(QUESTIONS), sc, units)[0]
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': con, 'question': q,
                       'text': text, 'mentions': mentions, 'belief': belief})
        marks[cid] = {'mark': mark, 'template': tmpl, 'units': units}
    ests = []
    for i, (style, adv, pr, cu, tmpl) in enumerate(nts):
        sc = SCEN[i % 20]
        units = draw(rng, sc)
        text, mentions = fill(tmpl, sc, units)
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + 1 + k)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': path(units, sc, code)})
            marks[eid] = {'style': style, 'adv': adv, 'code': code, 'template': tmpl, 'units': units,
                          'mentions': mentions}
    with open(os.path.join(HERE, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(B, 'marks.json'), 'w'), indent=1, ensure_ascii=False)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
