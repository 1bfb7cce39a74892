"""Set 171 review of the built files against build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
U = json.load(open(os.path.join(HERE, 'universes.json')))
STY = ['acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate']
HEDGE = re.compile(r"\b(maybe|perhaps|might|probably|possibly|think|guess|suppose|rumou?r|said|says|told)\b", re.I)
fail = 0
def bad(*a):
    global fail
    fail += 1
    print('FAIL', *a)
def ents(sc):
    u = U[sc]['universe']; L = list(u); e = {}
    for x in u[L[0]]:
        e[x] = None
    for li in (1, 2):
        for p, ks in u[L[li]].items():
            for k in ks:
                e[k] = p
    return e
for r in claims:
    m = M['claims'][r['id']]; vals = list(r['belief'].values()); e = ents(r['scenario'])
    if m['mark'] in 'LMT':
        n = {'L': 3, 'M': 2, 'T': 1}[m['mark']]
        low = vals[n - 1]
        if any(v is None for v in vals[:n]) or any(v is not None for v in vals[n:]):
            bad(r['id'], 'levels')
        chain = [low]
        while e[chain[-1]] is not None:
            chain.append(e[chain[-1]])
        if chain[::-1] != vals[:n]:
            bad(r['id'], 'parents')
        if low not in r['mentions']:
            bad(r['id'], 'committed unit not mentioned')
        if m['mark'] == 'L' and HEDGE.search(r['text']):
            bad(r['id'], 'hedge word in committing text', r['text'])
    elif m['mark'] == 'X':
        if any(vals) or not r['mentions']:
            bad(r['id'], 'adversarial')
    else:
        if any(vals) or r['mentions']:
            bad(r['id'], 'null')
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals):
            bad(r['id'], 'probe')
    elif not r['question']:
        bad(r['id'], 'no question')
    pos = -1
    for x in r['mentions']:
        p = r['text'].find(x)
        if p < 0 or p < pos:
            bad(r['id'], 'mention order', x)
        pos = p
for k, n in M['notes'].items():
    rs = [x for x in ests if x['id'] in n['ids']]
    t = rs[0]['text']
    sw = [s for s in STY if re.search(r'(?i)\b%s\b' % s, t)]
    if sw != [n['style']]:
        bad(k, 'style words', sw)
    for r, s in zip(rs, (n['prior'], n['current'])):
        if (r['label'] == 'unscored') != (s == 'U'):
            bad(r['id'], 'unscored')
    if ('cannot be made out' in t) != ('U' in (n['prior'], n['current'])):
        bad(k, 'cannot be made out')
    adv = bool(re.search(r'\b(bait|decoy|blurted)\b', t))
    if adv != n['adversarial']:
        bad(k, 'adversarial move')
print('review: %d failed' % fail)
