"""Build set 223's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json.
All draws come from random.Random(223): one shuffle of the 300 claim templates, one of the 60 notes, then per
text one draw of units (C from the lowest level; B, A its parents; B2, C2, C3, A2 others) and per defender
message one question form. Scenario of entry i (0-based) is ref/set223_scenarios.json[i % 20].
--check: report unit names of the 20 trees and level-noun words in fixed text, unknown slots, articles before
level-noun slots, and notes that do not name their own style word (or name another)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import texts
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set223_scenarios.json')))
SLOTS = ['N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2']
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
STYLES = ['hotlap', 'lockup', 'chicane', 'paradelap', 'blindapex', 'redflag']
QUESTIONS = ["Which {L2} is {N} in?", "Where does {N} work?", "Which {L1} does {N} belong to?", "Can you tell me {N}'s {L2}?"]

def noun(key):
    k = re.sub(r'_(name|id|code)$', '', key)
    return k.replace('_', ' ')

def tree(sc):
    u = U[sc]['universe']; lv = list(u)
    top = list(u[lv[0]]); mid = {}; low = {}
    for p, kids in u[lv[1]].items():
        for k in kids: mid[k] = p
    for p, kids in u[lv[2]].items():
        for k in kids: low[k] = p
    return lv, top, mid, low

def draw(rng, sc):
    lv, top, mid, low = tree(sc)
    C = rng.choice(sorted(low)); B = low[C]; A = mid[B]
    sib = [x for x in sorted(low) if low[x] == B and x != C]; rng.shuffle(sib)
    bs = [x for x in sorted(mid) if mid[x] == A and x != B]
    tops = [x for x in top if x != A]
    v = {'N': U[sc]['name'], 'A': A, 'B': B, 'C': C, 'C2': sib[0], 'C3': sib[1], 'B2': rng.choice(bs),
         'A2': rng.choice(tops), 'L0': noun(lv[0]), 'L1': noun(lv[1]), 'L2': noun(lv[2])}
    return lv, v

def fill(t, v):
    def rep(m):
        s = m.group(1); val = v[s]
        if m.group(2):
            return val + ("'" if val.endswith('s') else "'s")
        return val
    return re.sub(r"\{(N|A2?|B2?|C[23]?|L[012])\}('s)?", rep, t)

def mentions(t, v):
    out = []
    for m in re.finditer(r'\{(A2?|B2?|C[23]?)\}', t):
        if v[m.group(1)] not in out: out.append(v[m.group(1)])
    return out

def code_label(code, v, lv):
    if code == 'U': return 'unscored'
    vals = {'N': [None, None, None], 'A': [v['A'], None, None], 'A2': [v['A2'], None, None],
            'B': [v['A'], v['B'], None], 'B2': [v['A'], v['B2'], None], 'C': [v['A'], v['B'], v['C']],
            'C2': [v['A'], v['B'], v['C2']], 'C3': [v['A'], v['B'], v['C3']],
            'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
    return dict(zip(lv, vals))

def items():
    out = [('realistic_reply', 'defender', m, t) for m, t in texts.REAL]
    for tag, lst in texts.TAGS.items():
        out += [(tag, 'defender', m, t) for m, t in lst]
    out += [('attacker_probe', 'attacker', 'P', t) for t in texts.PROBES]
    return out

def check():
    names = set()
    for sc in U:
        lv, top, mid, low = tree(sc)
        names |= set(top) | set(mid) | set(low)
    words = {n.lower().replace('_', ' ') for n in names} | {'team', 'teams', 'division', 'divisions', 'department', 'departments', 'company', 'companies', 'corporation', 'project', 'projects', 'business unit', 'group', 'groups', 'unit'}
    probs = 0
    allt = [t for _, _, _, t in items()] + [n[4] for n in texts.NOTES]
    for t in allt:
        bad = re.findall(r'\{([^}]*)\}', t)
        for b in bad:
            if b not in SLOTS: print('unknown slot', b, t); probs += 1
        fixed = re.sub(r'\{[^}]*\}', ' ', t).lower()
        for w in words:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(w), fixed):
                print('unit/level word %r in: %s' % (w, t)); probs += 1
        if re.search(r'\b(a|an|the)\s+\{L[012]\}(?!\')', t, re.I) and False:
            pass
        if re.search(r'\b(a|an)\s+\{L[012]\}', t, re.I):
            print('article before level slot:', t); probs += 1
    for st, p, c, adv, t in texts.NOTES:
        low_ = t.lower()
        if not re.search(r'\b%s\b' % st, low_): print('note lacks style word', st, t); probs += 1
        for o in STYLES:
            if o != st and re.search(r'\b%s\b' % o, low_): print('note names other style', o, t); probs += 1
    print('problems:', probs)
    return probs

def build():
    rng = random.Random(223)
    it = items(); rng.shuffle(it)
    notes = list(texts.NOTES); rng.shuffle(notes)
    claims = []; adv = []
    for i, (tag, spk, mark, t) in enumerate(it):
        sc = SC[i % 20]
        lv, v = draw(rng, sc)
        text = fill(t, v); men = mentions(t, v)
        if mark == 'L': b = [v['A'], v['B'], v['C']]
        elif mark == 'M': b = [v['A'], v['B'], None]
        elif mark == 'T': b = [v['A'], None, None]
        else: b = [None, None, None]
        q = None
        if spk == 'defender':
            q = fill(rng.choice(QUESTIONS), v)
        cid = 'c-%03d' % (i + 1)
        if mark == 'X' or (mark == 'P' and men): adv.append(cid)
        claims.append({'id': cid, 'scenario': sc, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': text, 'mentions': men, 'belief': dict(zip(lv, b)), '_mark': mark, '_tpl': t})
    ests = []; eadv = []
    for i, (st, p, c, ak, t) in enumerate(notes):
        sc = SC[i % 20]
        lv, v = draw(rng, sc)
        text = fill(t, v)
        for k, (kind, code) in enumerate((('prior', p), ('current', c))):
            eid = 'e-%03d' % (2 * i + k + 1)
            if ak: eadv.append(eid)
            ests.append({'id': eid, 'scenario': sc, 'kind': kind, 'construction': st, 'text': text,
                         'label': code_label(code, v, lv), '_codes': (p, c, ak), '_tpl': t})
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps({k: r[k] for k in r if not k.startswith('_')}, ensure_ascii=False) + '\n')
    json.dump({'claims': claims, 'ests': ests, 'adv': adv, 'eadv': eadv}, open(os.path.join(HERE, 'built_meta.json'), 'w'), indent=0, ensure_ascii=False)
    print('claims', len(claims), 'adversarial', len(adv), 'ests', len(ests), 'adv est records', len(eadv))

if __name__ == '__main__':
    if '--check' in sys.argv:
        sys.exit(1 if check() else 0)
    build()
