"""Review of set 170's claims and notes against the labelling rules (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.join(HERE, '..')
M = json.load(open(os.path.join(HERE, 'marks.json')))
C = [json.loads(l) for l in open(os.path.join(TOP, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(TOP, 'estimates.jsonl'))]
U = json.load(open(os.path.join(HERE, 'universes.json')))
HEDGE = re.compile(r"\b(maybe|perhaps|probably|possibly|might|guess|think|suppose|reckon|rumou?r|heard|told|says|said|apparently|joking|kidding|teasing|used to|was in|hunch|if)\b", re.I)
STYLES = ['asanoha', 'seigaiha', 'kakinohana', 'hitomezashi', 'yabane', 'shippo']
fails = 0
def bad(*a):
    global fails; fails += 1; print('FAIL', *a)
def anc(sc, e):
    u = U[sc]['universe']; lv = list(u); par = {}
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            for k in ks: par[k] = p
    out = [e]
    while out[-1] in par: out.append(par[out[-1]])
    return out[::-1]
for r in C:
    m = M[r['id']]; vals = list(r['belief'].values()); nn = [v for v in vals if v is not None]
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): bad(r['id'], 'mentions not in text order')
    if m['mark'] in 'LMT':
        k = 'LMT'.index(m['mark']); want = 3 - k
        if len(nn) != want or nn != anc(r['scenario'], nn[-1]) or vals[want:] != [None] * k: bad(r['id'], 'commit shape', vals)
        if HEDGE.search(m['template']): bad(r['id'], 'hedge word in committing text', m['template'])
    else:
        if nn: bad(r['id'], 'not all-null')
        if m['mark'] == 'X' and not r['mentions']: bad(r['id'], 'adversarial without mention')
        if m['mark'] == 'N' and r['mentions']: bad(r['id'], 'null with mention')
    if (r['speaker'] == 'attacker') != (r['question'] is None): bad(r['id'], 'question/speaker')
for r in E:
    m = M[r['id']]; t = r['text'].lower()
    got = [s for s in STYLES if re.search(r'\b%s\b' % s, t)]
    if got != [r['construction']]: bad(r['id'], 'style words', got)
    code = m[r['kind']]
    if (r['label'] == 'unscored') != (code == 'U'): bad(r['id'], 'unscored mismatch')
    if code == 'U' and 'cannot be read' not in t: bad(r['id'], 'unscored without "cannot be read"')
    has = bool(re.search(r'\b(bait|decoy|slip)\b', t))
    if has != (m['adv'] != '-'): bad(r['id'], 'adversarial marker mismatch')
    if m['adv'] != '-' and m['adv'] not in t and not (m['adv'] == 'balloon' and 'bait' in t): bad(r['id'], 'wrong kind')
print('review: %d failed' % fails)
