"""Review of the built files against the marks (run after build.py)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(TOP, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(TOP, 'estimates.jsonl'))]
STYLES = ['rokkaku', 'parafoil', 'hargrave', 'conyne', 'yakko', 'genki']
HEDGE = re.compile(r"\b(think|believe|maybe|perhaps|possibly|probably|guess|suppose|heard|told|says|said|rumou?r|if|unless|might|may|could|once|used to|gather|reckon|apparently|seems?)\b", re.I)
def units(sc):
    un = U[sc]['universe']; L = U[sc]['levels']; ent = {}
    for a in un[L[0]]: ent[a] = (0, None)
    for k in (1, 2):
        for p, kids in un[L[k]].items():
            for x in kids: ent[x] = (k, p)
    return L, ent
def anc(ent, e):
    p = [None] * 3; c = e
    while c is not None:
        k, par = ent[c]; p[k] = c; c = par
    return p
def names_in(text, ment, ent):
    t = text
    for m in sorted(ment, key=len, reverse=True):
        t = re.sub(r'(?<![\w-])%s(?![\w-])' % re.escape(m), ' ', t)
    return [e for e in sorted(ent, key=len, reverse=True) if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), t)]
fails = 0
def bad(rid, msg):
    global fails; fails += 1; print(rid, msg)
for r in claims:
    rid = r['id']; mk = marks[rid]['mark']; L, ent = units(r['scenario'])
    vals = [r['belief'][l] for l in L]; ment = r['mentions']; t = r['text']
    pos = [t.find(m) for m in ment]
    if any(p < 0 for p in pos) or pos != sorted(pos): bad(rid, 'mentions not in text order')
    if names_in(t, ment, ent): bad(rid, 'unmentioned unit names %r' % names_in(t, ment, ent))
    if r['speaker'] == 'defender' and not r['question']: bad(rid, 'no question')
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals): bad(rid, 'probe fields')
        if (mk == 'X') != bool(ment): bad(rid, 'probe mention/mark mismatch')
        continue
    if mk in 'LMT':
        k = 'LMT'.index(mk); depth = 2 - k
        low = vals[depth]
        if low is None or any(v is not None for v in vals[depth + 1:]): bad(rid, 'committed depth wrong')
        elif vals[:depth + 1] != anc(ent, low)[:depth + 1]: bad(rid, 'parents wrong')
        if low not in ment: bad(rid, 'committed unit not mentioned')
        if HEDGE.search(t): bad(rid, 'hedge word in committing text: %s' % t)
    elif mk == 'X':
        if any(vals) or not ment: bad(rid, 'adversarial must be all-null with a mention')
    elif mk == 'N':
        if any(vals) or ment: bad(rid, 'null must be all-null without mention')
byt = {}
for r in ests:
    byt.setdefault(r['text'], []).append(r)
for r in ests:
    rid = r['id']; m = marks[rid]; t = r['text']; L, ent = units(r['scenario']); d = m['units']
    low = t.lower()
    if not re.search(r'\b%s\b' % r['construction'], low) or any(re.search(r'\b%s\b' % s, low) for s in STYLES if s != r['construction']):
        bad(rid, 'style word')
    code = m['mark']
    if (code == 'U') != (r['label'] == 'unscored'): bad(rid, 'unscored mismatch')
    unscored_end = any(marks[x['id']]['mark'] == 'U' for x in byt[t])
    if unscored_end != ('cannot be read' in t): bad(rid, '"cannot be read" mismatch')
    adv = m['adv']
    has = {'decoy': 'decoy' in low, 'balloon': 'trial balloon' in low, 'slip': bool(re.search(r'let slip|slipped out', low))}
    if adv == '-' and any(has.values()): bad(rid, 'plain note with adversarial move')
    if adv != '-' and (not has[adv] or sum(has.values()) != 1): bad(rid, 'adversarial move missing or mixed')
    if (d['C3'] in t) != (adv == 'decoy'): bad(rid, 'C3 only in decoy notes')
    if r['label'] != 'unscored':
        for v in r['label'].values():
            if v not in (None, '?') and v not in t and not any(anc(ent, x)[ent[v][0]] == v for x in ent if x in t and ent[x][0] >= ent[v][0]):
                bad(rid, 'label value %r neither named nor parent of a named unit' % v)
print('review: %d failed' % fails)
