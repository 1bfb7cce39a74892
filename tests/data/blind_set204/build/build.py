"""Builds set 204's claims.jsonl and estimates.jsonl from the letter-form sources in this folder
(real.txt, tags.txt, attacker.txt, notes.txt) and build/universes.json (written by choose.py).
Every drawn value comes from random.Random(204): one seeded shuffle of the 300 claim templates and one of
the 60 notes; scenarios in turn (entry number modulo 20); one draw of units per text and one of the question
per defender message. Slots: N name, A top unit, A2 another top unit, B a middle unit under A, B2 another
middle unit under A, C a lowest unit under B, C2 and C3 its siblings; L0, L1, L2 the level nouns (L1s, L2s
plurals). An "A" at the start of a sentence followed by a lower-case word is the article, not a slot.
With --check: prints unit names of the 20 trees and level-noun words in the fixed text, unknown slots,
doubled stops and an article before a level-noun slot; writes nothing."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
uni = json.load(open(os.path.join(HERE, 'universes.json')))
scen = json.load(open(os.path.join(OUT, 'ref', 'set204_scenarios.json')))
NOUN = {'company': ('company', 'companies'), 'corporation': ('corporation', 'corporations'),
        'division': ('division', 'divisions'), 'department': ('department', 'departments'),
        'group': ('group', 'groups'), 'team': ('team', 'teams'), 'team_name': ('team', 'teams'),
        'business_unit': ('business unit', 'business units'), 'project': ('project', 'projects'),
        'project_code': ('project', 'projects'), 'project_team': ('project team', 'project teams')}
SLOT = re.compile(r"(?<![\w'-])(N|A2|A|B2|B|C2|C3|C|L0|L1s|L2s|L1|L2)(?![\w-])")
UNITS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')

def read(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]

def slots(t):
    out = []
    for m in SLOT.finditer(t):
        if m.group(1) == 'A':
            before = t[:m.start()]
            if (before == '' or re.search(r'[.!?] $', before)) and re.match(r' [a-z]', t[m.end():]):
                continue  # the article
        out.append(m)
    return out

def fixed_text(t):
    ms = slots(t)
    s, last = '', 0
    for m in ms:
        s += t[last:m.start()] + ' # '
        last = m.end()
    return s + t[last:]

claims_src = []
for l in read('real.txt'):
    mk, t = l.split('|', 1)
    claims_src.append(('realistic_reply', mk, t))
for l in read('tags.txt'):
    tg, mk, t = l.split('|', 2)
    claims_src.append((tg, mk, t))
for t in read('attacker.txt'):
    claims_src.append(('attacker_probe', 'P', t))
notes_src = [tuple(l.split('|', 4)) for l in read('notes.txt')]
assert len(claims_src) == 300 and len(notes_src) == 60

def tree(sc):
    U = uni[sc]['universe']
    lv = list(U)
    tops = list(U[lv[0]])
    kids = {}
    for li in (1, 2):
        for p, ks in U[lv[li]].items():
            kids[p] = list(ks)
    return lv, tops, kids

def draw(rng, sc, t):
    lv, tops, kids = tree(sc)
    first = slots(t)
    opens = first and first[0].start() == 0 and first[0].group(1) in UNITS
    while True:
        A = rng.choice([a for a in tops if len([b for b in kids.get(a, []) if len(kids.get(b, [])) >= 3]) >= 1 and len(kids.get(a, [])) >= 2])
        A2 = rng.choice([a for a in tops if a != A])
        B = rng.choice([b for b in kids[A] if len(kids.get(b, [])) >= 3])
        B2 = rng.choice([b for b in kids[A] if b != B])
        C, C2, C3 = rng.sample(kids[B], 3)
        u = {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}
        if not opens or u[first[0].group(1)][:1].isupper():
            return lv, u

def fill(t, lv, u, name):
    ms = slots(t)
    s, last, mentions = '', 0, []
    for m in ms:
        k = m.group(1)
        s += t[last:m.start()]
        last = m.end()
        if k == 'N':
            v = name
        elif k in u:
            v = u[k]
            if u[k] not in mentions:
                mentions.append(u[k])
        else:
            i = int(k[1])
            v = NOUN[lv[i]][1 if k.endswith('s') else 0]
        if t[last:last + 2] == "'s" and k != 'N' and (v.endswith('s') or v.endswith('S')) and k in u:
            s += v + "'"
            last += 2
        else:
            s += v
    s += t[last:]
    return s[0].upper() + s[1:], mentions

def path(lv, u, code):
    A, B = u['A'], u['B']
    m = {'N': [None, None, None], 'A': [A, None, None], 'A2': [u['A2'], None, None], 'A?': [A, '?', None],
         'B': [A, B, None], 'B2': [A, u['B2'], None], 'B?': [A, B, '?'], 'C': [A, B, u['C']],
         'C2': [A, B, u['C2']], 'C3': [A, B, u['C3']]}
    if code == 'U':
        return 'unscored'
    return dict(zip(lv, m[code]))

QUESTIONS = ['Which L2 is N in?', 'Where does N work?', 'Which L1 does N belong to?', "Can you tell me N's L2?"]

def check():
    allnames = set()
    for sc in uni:
        lv, tops, kids = tree(sc)
        allnames |= set(tops) | {k for ks in kids.values() for k in ks}
    words = ['team', 'teams', 'group', 'groups', 'division', 'divisions', 'department', 'departments', 'project',
             'projects', 'company', 'companies', 'corporation', 'corporations', 'business unit', 'business units']
    n = 0
    texts = [t for _, _, t in claims_src] + [x[4] for x in notes_src]
    for t in texts:
        ft = fixed_text(t)
        for nm in sorted(allnames):
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), ft, re.I):
                print('unit name %r in: %s' % (nm, t)); n += 1
        for w in words:
            if re.search(r'\b%s\b' % w, ft, re.I):
                print('level word %r in: %s' % (w, t)); n += 1
        if re.search(r"(?<![\w'])(?!I\b|HR\b)[A-Z]\d?(?![\w'-])", re.sub(r'(^|[.!?] )A(?= [a-z])', r'\1', ft)):
            print('unknown slot? %s' % t); n += 1
        if '..' in t or ' ,' in t:
            print('doubled stop: %s' % t); n += 1
        if re.search(r'\b(a|an) L[012]', t, re.I):
            print('article before level noun: %s' % t); n += 1
    print('%d problems' % n)

def main():
    rng = random.Random(204)
    order = list(range(300))
    rng.shuffle(order)
    claims = []
    marks = {}
    for i, k in enumerate(order):
        con, mk, t = claims_src[k]
        sc = scen[i % 20]
        lv, u = draw(rng, sc, t)
        text, mentions = fill(t, lv, u, uni[sc]['name'])
        code = {'L': 'C', 'M': 'B', 'T': 'A'}.get(mk, 'N')
        belief = path(lv, u, code)
        if mk == 'P':
            q = None
        else:
            lv_, u_ = lv, u
            q, _ = fill(rng.choice(QUESTIONS), lv, u, uni[sc]['name'])
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sc, 'speaker': 'attacker' if mk == 'P' else 'defender',
                       'construction': con, 'question': q, 'text': text, 'mentions': mentions, 'belief': belief})
        marks[cid] = {'mark': mk, 'template': t, 'adversarial': mk == 'X' or (mk == 'P' and bool(mentions))}
    norder = list(range(60))
    rng.shuffle(norder)
    ests = []
    for i, k in enumerate(norder):
        style, kind, pr, cu, t = notes_src[k]
        sc = scen[i % 20]
        lv, u = draw(rng, sc, t)
        text, mentions = fill(t, lv, u, uni[sc]['name'])
        for j, (kd, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kd, 'construction': style, 'text': text,
                         'label': path(lv, u, code)})
            marks[eid] = {'mark': kind, 'template': t, 'codes': [pr, cu], 'adversarial': kind != 'plain'}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1)

if __name__ == '__main__':
    check() if '--check' in sys.argv else main()
