"""Review of the built files against the marks (build/marks.json): committing marks carry the committed unit and
its parents with nulls below and the committed unit among the mentions, and no hedge or hearsay word; adversarial
marks are all-null with a mention; null marks all-null with no mention; probes are attacker messages with a null
question, all-null; defender messages carry a question; every mention is in the text, in text order, and no unit
name of the scenario stands in the text outside the mentions; every note names its style word and no other;
unscored records exactly where marked U, and "cannot be read" exactly in the notes with an unscored end; adversarial
notes carry a decoy, a trial balloon or a slip, plain notes none."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
STYLES = ['horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute']
HEDGE = re.compile(r"\b(think|probably|maybe|perhaps|possibly|guess|believe|heard|says|said|told|rumou?r|might|seems?|suppose|if)\b", re.I)
fails = 0
def bad(*a):
    global fails; fails += 1; print('FAIL', *a)
def units(sc):
    u = U[sc]['universe']; L = U[sc]['levels']
    par = {x: None for x in u[L[0]]}
    for lv in (1, 2):
        for p, kids in u[L[lv]].items():
            for k in kids: par[k] = p
    return par, L
for r in claims:
    m = M['claims'][r['id']]['mark']; t = r['text']; par, L = units(r['scenario'])
    vals = [r['belief'][l] for l in L]
    pos = []
    for x in r['mentions']:
        i = t.find(x)
        if i < 0: bad(r['id'], 'mention not in text', x)
        pos.append(i)
    if pos != sorted(pos): bad(r['id'], 'mentions out of order')
    rest = t
    for x in sorted(r['mentions'], key=len, reverse=True): rest = rest.replace(x, ' ')
    for x in par:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(x), rest): bad(r['id'], 'unmentioned unit in text', x)
    if m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals): bad(r['id'], 'probe')
        continue
    if r['speaker'] != 'defender' or not r['question']: bad(r['id'], 'defender question')
    if m in 'LMT':
        k = 'TML'.index(m)
        low = vals[k]
        if low is None or low not in r['mentions'] and not any(par.get(x) == low or par.get(par.get(x)) == low for x in r['mentions']):
            bad(r['id'], 'committed unit not mentioned')
        chain = [low]
        while par.get(chain[-1]) is not None: chain.append(par[chain[-1]])
        if vals[:k + 1] != chain[::-1] or any(v is not None for v in vals[k + 1:]): bad(r['id'], 'path', vals)
        if m == 'L' and HEDGE.search(t): bad(r['id'], 'hedge word in committing text', t)
    elif m == 'X':
        if any(vals) or not r['mentions']: bad(r['id'], 'adversarial')
    elif m == 'N':
        if any(vals) or r['mentions']: bad(r['id'], 'null')
notes = {}
for r in ests:
    nm = M['estimates'][r['id']]; t = r['text']
    notes.setdefault(t, []).append((r, nm))
    lw = t.lower()
    if not re.search(r'\b%s\b' % nm['style'], lw): bad(r['id'], 'style word missing')
    for s in STYLES:
        if s != nm['style'] and re.search(r'\b%s\b' % s, lw): bad(r['id'], 'other style word', s)
    if (nm['code'] == 'U') != (r['label'] == 'unscored'): bad(r['id'], 'unscored mismatch')
for t, rs in notes.items():
    anyU = any(nm['code'] == 'U' for _, nm in rs)
    if anyU != ('cannot be read' in t): bad(rs[0][0]['id'], 'cannot be read mismatch')
    adv = rs[0][1]['adv']
    has = {'decoy': 'decoy' in t, 'balloon': 'trial balloon' in t, 'slip': bool(re.search(r'\bslip', t))}
    if adv == '-' and any(has.values()): bad(rs[0][0]['id'], 'plain note with adversarial word')
    if adv != '-' and not has[adv]: bad(rs[0][0]['id'], 'adversarial note lacks its move')
    if len(rs) != 2 or sorted(r['kind'] for r, _ in rs) != ['current', 'prior']: bad(rs[0][0]['id'], 'kinds')
print('review: %d failed' % fails)
