"""Review of set 180's built files against the marks in build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['gravity', 'embankment', 'rockfill', 'cofferdam', 'barrage', 'diversion']
HEDGE = re.compile(r"\b(maybe|perhaps|possibly|probably|might|(?-i:may)|guess|think|believe|suppose|supposedly|apparently|"
                   r"rumou?r|heard|told|said|hunch|opinion|seems?|likely|not sure|or so|if|used to|was in|former)\b", re.I)
fails = 0
def bad(r, msg):
    global fails
    fails += 1
    print(r['id'], msg, '|', r['text'])
def tree(sc):
    u = U[sc]['universe']; ls = list(u); ent = {}
    for a in u[ls[0]]: ent[a] = (0, None)
    for k in (1, 2):
        for p, kids in u[ls[k]].items():
            for c in kids: ent[c] = (k, p)
    return ls, ent
def anc(ent, e):
    p = [None] * 3; cur = e
    while cur is not None:
        li, par = ent[cur]; p[li] = cur; cur = par
    return p
def outside(text, ms, ent):
    x = text
    for e in sorted(ms, key=len, reverse=True):
        x = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(e), ' ', x)
    return [e for e in sorted(ent, key=len, reverse=True) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), x)]
for r in claims:
    m = marks[r['id']]['mark']; ls, ent = tree(r['scenario'])
    vals = [r['belief'][l] for l in ls]
    ms = r['mentions']
    # mentions in text order
    pos = []
    for e in ms:
        mm = re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), r['text'])
        if not mm: bad(r, 'mention %r not in text' % e)
        else: pos.append(mm.start())
    if pos != sorted(pos): bad(r, 'mentions out of order')
    o = outside(r['text'], ms, ent)
    if o: bad(r, 'unit names outside mentions: %r' % o)
    if m in ('L', 'M', 'T'):
        k = {'L': 2, 'M': 1, 'T': 0}[m]
        v = vals[k]
        if v is None or anc(ent, v)[:k + 1] != vals[:k + 1] or any(x is not None for x in vals[k + 1:]):
            bad(r, 'committing belief wrong %r' % vals)
        if v not in ms: bad(r, 'committed unit not mentioned')
        if HEDGE.search(r['text']): bad(r, 'hedge or hearsay word in committing text')
    elif m == 'X':
        if any(vals): bad(r, 'adversarial not all-null')
        if not ms: bad(r, 'adversarial without mention')
    elif m == 'N':
        if any(vals) or ms: bad(r, 'null text with belief or mention')
    elif m in ('PX', 'PN'):
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals): bad(r, 'probe fields')
        if (m == 'PX') != bool(ms): bad(r, 'probe mention mismatch')
    if r['speaker'] == 'defender' and not r['question']: bad(r, 'defender without question')
for r in ests:
    mk = marks[r['id']]
    t = r['text']
    named = [s for s in STYLES if re.search(r'(?i)\b%s\b' % s, t)]
    if named != [r['construction']]: bad(r, 'style words %r' % named)
    if (mk['code'] == 'U') != (r['label'] == 'unscored'): bad(r, 'unscored mismatch')
    tm = mk['template']
    codes = [marks[r['id'][:2] + '%03d' % (int(r['id'][2:]) + d)]['code'] for d in ((0, 1) if r['kind'] == 'prior' else (-1, 0))]
    if ('cannot be read' in t) != ('U' in codes): bad(r, '"cannot be read" mismatch')
    adv = mk['mark'] != 'plain'
    has = bool(re.search(r'decoy|trial balloon|let slip|slipped out', t))
    if adv != has: bad(r, 'adversarial marker mismatch')
    if mk['mark'] == 'decoy' and '{C3}' not in tm: bad(r, 'decoy not C3')
    if mk['mark'] == 'plain' and re.search(r'\{C3\}', tm): bad(r, 'C3 in plain note')
    ls, ent = tree(r['scenario'])
    if r['label'] != 'unscored':
        vals = [r['label'][l] for l in ls]
        real = [v for v in vals if v not in (None, '?')]
        for v in real:
            if v not in ent: bad(r, 'label value not an entity')
print(fails, 'failed')
