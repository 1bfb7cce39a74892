"""Set 164's review of the built files against the marks in build/marks.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(HERE, '..', 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(HERE, '..', 'estimates.jsonl'))]
fail = 0
def bad(*a):
    global fail
    fail += 1
    print('FAIL', *a)
def parents(sc, x):
    u = U[sc]
    if x in u['top']: return [x, None, None]
    for a, ms in u['mid'].items():
        if x in ms: return [a, x, None]
    for b, ls in u['low'].items():
        if x in ls:
            a = [k for k, v in u['mid'].items() if b in v][0]
            return [a, b, x]
for r in claims:
    m = marks['claims'][r['id']]['mark']
    vals = list(r['belief'].values())
    sc = r['scenario']
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(vals): bad(r['id'], 'probe not null')
        continue
    if not r['question']: bad(r['id'], 'no question')
    if m in 'LMT':
        k = 'LMT'.index(m)
        low = vals[2 - k]
        if low is None or low not in r['mentions'] or parents(sc, low) != vals: bad(r['id'], 'commit', vals, r['mentions'])
    elif m == 'X':
        if any(vals) or not r['mentions']: bad(r['id'], 'adversarial', vals, r['mentions'])
    elif m == 'N':
        if any(vals) or r['mentions']: bad(r['id'], 'null', vals, r['mentions'])
    pos = [r['text'].find(x) for x in r['mentions']]
    if -1 in pos or pos != sorted(pos): bad(r['id'], 'mention order', r['mentions'])
CUE = {'D': 'decoy', 'T': 'trial balloon', 'S': 'by mistake'}
for r in ests:
    mk = marks['notes'][r['id']]
    t = r['text']
    if not re.search(r'(?i)\b%s\b' % r['construction'], t): bad(r['id'], 'style word')
    if (r['label'] == 'unscored') != (mk['code'] == 'U'): bad(r['id'], 'unscored mark')
    if (mk['code'] == 'U') and 'cannot be read' not in t: bad(r['id'], 'unscored text')
    for f, cue in CUE.items():
        if (f == mk['flag']) != (cue in t): bad(r['id'], 'cue', f, cue)
    if mk['flag'] == 'D' and r['kind'] == 'current':
        held = isinstance(r['label'], dict) and list(r['label'].values())[2] is not None and 'took the bait' in t
        c3 = isinstance(r['label'], dict) and mk['code'] == 'C3'
        if ('took the bait' in t) != c3: bad(r['id'], 'decoy held')
    if mk['flag'] == 'S' and r['kind'] == 'current':
        if ('pounced on it' in t) == ('never noticed' in t): bad(r['id'], 'slip cue')
print('claims', len(claims), 'ests', len(ests), 'failed', fail)
