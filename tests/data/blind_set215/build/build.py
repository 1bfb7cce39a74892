"""Build claims.jsonl and estimates.jsonl of set 215 from real.txt, tags.txt, attacker.txt and notes.txt.
Every drawn value comes from random.Random(215): one shuffle of the 300 claim templates, one of the 60 notes,
one draw of units per text and one question per defender message; scenarios in turn (entry number modulo 20).
--check: report unit names of the 20 trees or level-noun words in fixed text and unknown slots."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set215_scenarios.json')))
NOUN = {'team_name': 'team', 'team_id': 'team', 'project_codename': 'project', 'component_name': 'component',
        'full_affiliation': 'unit', 'business_unit': 'business unit', 'project_team': 'project team'}
def noun(k): return NOUN.get(k, k.lower().replace('_', ' '))
QS = ['Which {L2} is N in?', 'Where does N work?', 'Which {L1} does N belong to?', "Can you tell me N's {L2}?"]
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
claims_src = []
for ln in open(os.path.join(HERE, 'real.txt'), encoding='utf-8'):
    if ln.strip():
        m, t = ln.rstrip('\n').split('|', 1); claims_src.append(('realistic_reply', m, t))
for ln in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8'):
    if ln.strip():
        g, m, t = ln.rstrip('\n').split('|', 2); claims_src.append((g, m, t))
for ln in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8'):
    if ln.strip():
        claims_src.append(('attacker_probe', 'P', ln.rstrip('\n')))
notes_src = [ln.rstrip('\n').split('|', 4) for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8') if ln.strip()]
STYLES = ['tuckjump', 'seatdrop', 'barani', 'swivelhips', 'rudolph', 'backdrop']

def check():
    names = set(); probs = 0
    for v in U.values():
        u = v['universe']; L = list(u)
        names |= set(u[L[0]]); [names.update(k) for k in u[L[1]].values()]; [names.update(k) for k in u[L[2]].values()]
    words = {w.replace('_', ' ').lower() for w in names}
    lvl = {'team', 'department', 'division', 'company', 'corporation', 'group', 'project', 'component', 'organization', 'unit'}
    for src in [t for _, _, t in claims_src] + [n[4] for n in notes_src]:
        fixed = re.sub(r'\{[A-Z0-9]+\}', ' ', src)
        for s in re.findall(r'\{([^}]*)\}', src):
            if s not in SLOTS: print('unknown slot', s, src); probs += 1
        low = fixed.lower()
        for w in words:
            if re.search(r'(?<!\w)%s(?!\w)' % re.escape(w), low): print('unit name %r in: %s' % (w, src)); probs += 1
        for w in lvl:
            if re.search(r'\b%ss?\b' % w, low): print('level noun %r in: %s' % (w, src)); probs += 1
        if re.search(r'\b(a|an)\s+\{L[012]\}', src): print('article:', src); probs += 1
    for st, _, _, _, t in notes_src:
        for o in STYLES:
            if (o == st) != bool(re.search(r'(?i)\b%s\b' % o, t)): print('style word', o, 'in', st, t[:60]); probs += 1
    print(probs, 'problems'); return probs

def poss(t, slot, val):
    t = t.replace('{%s}\'s' % slot, val + ("'" if val.endswith('s') else "'s"))
    return t.replace('{%s}' % slot, val)

def draw(rng, sc):
    u = U[sc]['universe']; L = list(u)
    A, A2 = rng.sample(list(u[L[0]]), 2)
    B, B2 = rng.sample(list(u[L[1]][A]), 2)
    C, C2, C3 = rng.sample(list(u[L[2]][B]), 3)
    return L, dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3)

def fill(t, sc, L, d, bare_n):
    name = U[sc]['name']
    if bare_n:
        t = re.sub(r"\bN's", name + ("'" if name.endswith('s') else "'s"), t); t = re.sub(r'\bN\b', name, t)
    t = poss(t, 'N', name)
    order = [(m.start(), m.group(1)) for m in re.finditer(r'\{(A2|A|B2|B|C2|C3|C)\}', t)]
    ment = []
    for _, s in order:
        if d[s] not in ment: ment.append(d[s])
    for s in ['A2', 'B2', 'C2', 'C3', 'A', 'B', 'C']:
        t = poss(t, s, d[s])
    for i in range(3):
        t = t.replace('{L%d}' % i, noun(L[i]))
    return t, ment

def main():
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    rng = random.Random(215)
    src = list(claims_src); rng.shuffle(src)
    notes = list(notes_src); rng.shuffle(notes)
    claims, adv_c = [], []
    for i, (g, m, t) in enumerate(src):
        sc = SC[i % 20]; L, d = draw(rng, sc)
        text, ment = fill(t, sc, L, d, True)
        b = {k: None for k in L}
        if m == 'L': b = {L[0]: d['A'], L[1]: d['B'], L[2]: d['C']}
        elif m == 'M': b = {L[0]: d['A'], L[1]: d['B'], L[2]: None}
        elif m == 'T': b = {L[0]: d['A'], L[1]: None, L[2]: None}
        cid = 'c-%03d' % (i + 1)
        if g == 'attacker_probe':
            q = None; spk = 'attacker'
            if ment: adv_c.append(cid)
        else:
            spk = 'defender'; q, _ = fill(rng.choice(QS), sc, L, d, True)
            if m == 'X': adv_c.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': g, 'question': q, 'text': text,
                       'mentions': ment, 'belief': b, '_mark': m, '_template': t})
    ests, adv_e = [], []
    for i, (st, ak, pr, cu, t) in enumerate(notes):
        sc = SC[i % 20]; L, d = draw(rng, sc)
        text, _ = fill(t, sc, L, d, False)
        def lab(code):
            if code == 'U': return 'unscored'
            if code == 'N': return {k: None for k in L}
            base = code.rstrip('?'); q = code.endswith('?')
            top = {'A': 'A', 'A2': 'A2'}.get(base)
            if top: return {L[0]: d[top], L[1]: '?' if q else None, L[2]: None}
            if base in ('B', 'B2'): return {L[0]: d['A'], L[1]: d[base], L[2]: '?' if q else None}
            return {L[0]: d['A'], L[1]: d['B'], L[2]: d[base]}
        for j, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + j + 1)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text, 'label': lab(code),
                         '_adv': ak, '_codes': pr + ' -> ' + cu, '_template': t})
            if ak != '-': adv_e.append(eid)
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims: fh.write(json.dumps({k: v for k, v in r.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests: fh.write(json.dumps({k: v for k, v in r.items() if not k.startswith('_')}, ensure_ascii=False) + '\n')
    json.dump({'claims': claims, 'ests': ests, 'adv_c': adv_c, 'adv_e': adv_e}, open(os.path.join(HERE, 'built_meta.json'), 'w'), indent=0)
    print(len(claims), len(ests), len(adv_c), len(adv_e))
main()
