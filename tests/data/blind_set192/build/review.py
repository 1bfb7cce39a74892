"""Set 192 review of the built files against the build marks (build/marks.json)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
STYLES = ['sprite', 'superbolt', 'intracloud', 'thundersnow', 'upward', 'fulgurite']
HEDGES = r"\b(think|thinks|thought|probably|maybe|perhaps|guess|reckon|reckons|told me|heard|apparently|seems?|might|could|believe|suppose|possibly|rumou?r|if|unless|used to|will|hope|hopes|not sure|or|says|said)\b"
fails = []
def F(rid, msg): fails.append('%s: %s' % (rid, msg))
def units(sc):
    u = U[sc]['universe']; L = U[sc]['levels']; out = {}
    for x in u[L[0]]: out[x] = (0, None)
    for li in (1, 2):
        for p, kids in u[L[li]].items():
            for k in kids: out[k] = (li, p)
    return out
def anc(ent, e):
    p = [None, None, None]
    while e is not None:
        li, par = ent[e]; p[li] = e; e = par
    return p
def rest_names(text, sc, ment):
    ent = units(sc); t = text
    for m in sorted(ment, key=len, reverse=True):
        t = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), ' ', t)
    return [n for n in sorted(ent, key=len, reverse=True) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), t)]
for r in claims:
    rid = r['id']; m = marks[rid]; mk = m['mark']; d = m['draw']; sc = r['scenario']
    vals = list(r['belief'].values()); ent = units(sc)
    if not r['text'][:1].isupper() and r['text'][:1].isalpha(): F(rid, 'lower-case opening')
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): F(rid, 'mentions not in text order')
    left = rest_names(r['text'], sc, r['mentions'])
    if left: F(rid, 'unit names outside mentions: %r' % left)
    if mk in 'LMT':
        want = {'L': d['C'], 'M': d['B'], 'T': d['A']}[mk]
        if vals != anc(ent, want): F(rid, 'belief is not the committed unit and parents')
        if want not in r['mentions']: F(rid, 'committed unit not mentioned')
        if re.search(HEDGES, m['template'], re.I): F(rid, 'hedge word in committing text: %s' % m['template'])
    else:
        if any(v is not None for v in vals): F(rid, 'non-committing mark with a value')
        if mk == 'X' and not r['mentions']: F(rid, 'adversarial text names no unit')
        if mk == 'N' and r['mentions']: F(rid, 'null text names a unit')
    if mk == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: F(rid, 'probe fields')
    elif r['speaker'] != 'defender' or not r['question']: F(rid, 'defender needs a question')
texts = {}
for r in ests:
    texts.setdefault(r['id'][:0] + r['text'], []).append(r)
for r in ests:
    rid = r['id']; m = marks[rid]; t = r['text']; sc = r['scenario']; d = m['draw']; ent = units(sc)
    if not t[:1].isupper(): F(rid, 'lower-case opening')
    low = t.lower()
    found = [s for s in STYLES if re.search(r'\b%s\b' % s, low)]
    if found != [r['construction']]: F(rid, 'style words %r' % found)
    ment = [d[s] for s in ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'] if '{%s}' % s in m['template']]
    left = rest_names(t, sc, ment)
    if left: F(rid, 'unit names outside slots: %r' % left)
    if (m['code'] == 'U') != (r['label'] == 'unscored'): F(rid, 'unscored mismatch')
    both = [x for x in ests if x['text'] == t]
    anyU = any(marks[x['id']]['code'] == 'U' for x in both)
    if anyU != ('cannot be read' in t): F(rid, '"cannot be read" mismatch')
    adv = m['adv']
    has = {'decoy': 'decoy' in low, 'balloon': 'trial balloon' in low, 'slip': bool(re.search(r'let slip|slipped out', low))}
    if adv and (not has[adv] or sum(has.values()) != 1): F(rid, 'adversarial kind wording')
    if not adv and any(has.values()): F(rid, 'plain note with adversarial wording')
    if '{C3}' in m['template'] and adv != 'decoy': F(rid, 'C3 outside a decoy note')
    if adv == 'decoy' and not re.search(r'\{C3\}[^.;]*decoy|decoy[^.;]*\{C3\}|\{C3\} as a decoy', m['template']): F(rid, 'decoy is not C3')
    if isinstance(r['label'], dict):
        for v in r['label'].values():
            if v not in (None, '?') and v not in ment and not any(anc(ent, x)[ent[v][0]] == v for x in ment):
                F(rid, 'label value %r not named' % v)
print('%d failed' % len(fails))
for f in fails: print(' ', f)
