"""Set 222: build claims.jsonl and estimates.jsonl from real.txt, tags.txt, attacker.txt and notes.txt (slots in braces:
N first name; A drawn top unit, A2 another top unit; B a middle unit under A, B2 another; C a lowest unit under B, C2 and C3
its siblings; L0, L1, L2 the level nouns). Every drawn value from random.Random(222): one shuffle of the 300 claim templates,
one of the 60 notes, one draw of units per text and one question per defender message; scenarios in turn (entry number
modulo 20). Labels by mark: L (A, B, C), M (A, B, null), T (A, null, null), X and N all-null; notes by their codes.
--check: report unit names and level-noun words in fixed text, unknown slots and style words."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set222_scenarios.json')))
NOUN = {'team_name': 'team', 'project_code': 'project', 'project_name': 'project', 'repo_name': 'repo'}
def noun(k): return NOUN.get(k, k.replace('_', ' '))
STYLES = ['derny', 'situp', 'handsling', 'trackstand', 'slipstream', 'neutralised']
claims = []
for line in open(os.path.join(HERE, 'real.txt')):
    m, t = line.rstrip('\n').split('\t'); claims.append(('realistic_reply', m, t, 'defender'))
for line in open(os.path.join(HERE, 'tags.txt')):
    g, m, t = line.rstrip('\n').split('\t'); claims.append((g, m, t, 'defender'))
for line in open(os.path.join(HERE, 'attacker.txt')):
    m, t = line.rstrip('\n').split('\t'); claims.append(('attacker_probe', m, t, 'attacker'))
notes = [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, 'notes.txt'))]
SLOT = re.compile(r'\{(N|A2|A|B2|B|C3|C2|C|L0|L1|L2)\}')
def check():
    names = set()
    for v in U.values():
        u = v['universe']; lv = v['levels']
        names.update(u[lv[0]]); [names.update(x) for x in u[lv[1]].values()]; [names.update(x) for x in u[lv[2]].values()]
    words = {n.lower().replace('_', ' ').replace('-', ' ') for n in names}
    for v in U.values():
        for k in v['levels']: words.update([noun(k), k.replace('_', ' ')])
    words.update(['team', 'group', 'project', 'company', 'department', 'division', 'corporation', 'repo'])
    bad = 0
    for tag, m, t, s in claims + [(n[0], n[1], n[4], 'note') for n in notes]:
        fixed = SLOT.sub(' ', t)
        if '{' in fixed or '}' in fixed: print('unknown slot', t); bad += 1
        low = ' ' + re.sub(r'[^a-z0-9 ]', ' ', fixed.lower().replace('-', ' ')) + ' '
        low = re.sub(r'\s+', ' ', low)
        for w in words:
            if ' %s ' % w in low: print('unit/level word %r in %r' % (w, t)); bad += 1
        if s == 'note':
            for st in STYLES:
                has = re.search(r'(?i)\b%s\b' % st, t)
                if (st == tag) != bool(has): print('style word', st, t); bad += 1
        else:
            for st in STYLES:
                if re.search(r'(?i)\b%s\b' % st, t): print('style word in claim', t); bad += 1
    print('problems:', bad); return bad
def draw(rng, sc):
    v = U[sc]; u = v['universe']; lv = v['levels']
    A = rng.choice(sorted(u[lv[0]])); A2 = rng.choice(sorted(x for x in u[lv[0]] if x != A))
    B = rng.choice(sorted(u[lv[1]][A])); B2 = rng.choice(sorted(x for x in u[lv[1]][A] if x != B))
    C = rng.choice(sorted(u[lv[2]][B])); sib = sorted(x for x in u[lv[2]][B] if x != C); rng.shuffle(sib)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': sib[0], 'C3': sib[1]}
def fill(t, sc, d):
    v = U[sc]; lv = v['levels']; name = v['name']
    rep = dict(d); rep.update({'N': name, 'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])})
    def poss(mo):
        x = rep[mo.group(1)]; return x + ("'" if x.endswith('s') else "'s")
    ment = []
    for mo in SLOT.finditer(t):
        k = mo.group(1)
        if k in d and d[k] not in ment: ment.append(d[k])
    t = re.sub(r"\{(N|A2|A|B2|B|C3|C2|C)\}'s\b", poss, t)
    t = SLOT.sub(lambda mo: rep[mo.group(1)], t)
    return t, ment
QS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?', "Can you tell me {N}'s {L2}?"]
def main():
    if '--check' in sys.argv: sys.exit(1 if check() else 0)
    rng = random.Random(222)
    order = list(range(len(claims))); rng.shuffle(order)
    norder = list(range(len(notes))); rng.shuffle(norder)
    cl, adv = [], []
    for i, j in enumerate(order):
        tag, m, t, spk = claims[j]; sc = SC[i % 20]; lv = U[sc]['levels']
        d = draw(rng, sc); text, ment = fill(t, sc, d)
        q = fill(rng.choice(QS), sc, d)[0] if spk == 'defender' else None
        b = {'L': [d['A'], d['B'], d['C']], 'M': [d['A'], d['B'], None], 'T': [d['A'], None, None]}.get(m, [None] * 3)
        if spk == 'attacker': b = [None] * 3
        cid = 'c-%03d' % (i + 1)
        if m == 'X': adv.append(cid)
        cl.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q, 'text': text,
                   'mentions': ment, 'belief': dict(zip(lv, b))})
    es, eadv = [], []
    def lab(code, d, lv):
        if code == 'U': return 'unscored'
        if code == 'N': return dict(zip(lv, [None] * 3))
        if code.endswith('?'):
            x = code[0]
            return dict(zip(lv, [d['A'], '?', None] if x == 'A' else [d['A'], d['B'], '?']))
        x = code[0]; k = code
        top = d['A2'] if k == 'A2' else d['A']
        if x == 'A': return dict(zip(lv, [top, None, None]))
        if x == 'B': return dict(zip(lv, [d['A'], d[k], None]))
        return dict(zip(lv, [d['A'], d['B'], d[k]]))
    n = 0
    for i, j in enumerate(norder):
        st, p, c, k, t = notes[j]; sc = SC[i % 20]; lv = U[sc]['levels']
        d = draw(rng, sc); text, _ = fill(t, sc, d)
        for kind, code in (('prior', p), ('current', c)):
            n += 1; eid = 'e-%03d' % n
            if k != '-': eadv.append(eid)
            es.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab(code, d, lv)})
    with open(os.path.join(OUT, 'claims.jsonl'), 'w') as f:
        for r in cl: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w') as f:
        for r in es: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'claims': adv, 'estimates': eadv}, open(os.path.join(HERE, 'adversarial.json'), 'w'))
    print(len(cl), len(es), len(adv), len(eadv))
main()
