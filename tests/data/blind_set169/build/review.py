"""Set 169: mechanical review of claims.jsonl and estimates.jsonl against build/marks.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
uni = json.load(open(os.path.join(HERE, 'build', 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'build', 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
STYLES = ['barchan', 'nebkha', 'zibar', 'parabolic', 'rhourd', 'whaleback']
HEDGES = r"\b(maybe|perhaps|probably|possibly|might|may|think|guess|suppose|reckon|believe|seems?|likely|could be|not sure|i'd say)\b"
def ents(sc):
    u = uni[sc]; L = u['levels']; t = u['tree']; e = {}
    for x in t[L[0]]: e[x] = (0, None)
    for li in (1, 2):
        for p, ks in t[L[li]].items():
            for k in ks: e[k] = (li, p)
    return L, e
def anc(e, x):
    p = [None] * 3
    while x is not None:
        li, par = e[x]; p[li] = x; x = par
    return p
def pos(text, name):
    m = re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(name), text)
    return m.start() if m else -1
failed = 0
def fail(msg):
    global failed; failed += 1; print('FAIL', msg)
for r in claims:
    mk = marks['claims'][r['id']]; m = mk['mark']
    L, e = ents(r['scenario'])
    b = [r['belief'][l] for l in L]
    ps = [pos(r['text'], x) for x in r['mentions']]
    if any(p < 0 for p in ps) or ps != sorted(ps):
        fail('%s mentions not in text order: %r' % (r['id'], r['mentions']))
    if m in 'LMT':
        k = 'LMT'.index(m); lvl = 2 - k
        unit = b[lvl]
        if unit is None or any(x is not None for x in b[lvl + 1:]) or anc(e, unit) != b:
            fail('%s committing belief wrong %r' % (r['id'], b))
        if unit not in r['mentions']:
            fail('%s committed unit not mentioned' % r['id'])
        if m == 'L' and re.search(HEDGES, r['text'], re.I):
            fail('%s hedge word in committing text: %s' % (r['id'], r['text']))
    else:
        if any(x is not None for x in b):
            fail('%s should be all-null' % r['id'])
        if m == 'X' and not r['mentions']:
            fail('%s adversarial without mention' % r['id'])
        if m == 'N' and r['mentions']:
            fail('%s null with a mention' % r['id'])
    if m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None:
            fail('%s probe fields' % r['id'])
    elif r['speaker'] != 'defender' or not r['question']:
        fail('%s defender fields' % r['id'])
for r in ests:
    mk = marks['estimates'][r['id']]
    t = r['text'].lower()
    for s in STYLES:
        if (s == r['construction']) != bool(re.search(r'\b%s\b' % s, t)):
            fail('%s style word %s' % (r['id'], s))
    if (r['label'] == 'unscored') != (mk['code'] == 'U'):
        fail('%s unscored mismatch' % r['id'])
    if ('cannot be read' in t) != ('U' in (mk['prior'], mk['current'])):
        fail('%s "cannot be read" mismatch' % r['id'])
    adv_words = ('as a lure it did not believe' in t) or ('decoy' in t) or ('slip' in t and 'by mistake' in t)
    if adv_words != mk['adversarial']:
        fail('%s adversarial marker mismatch' % r['id'])
print('reviewed %d claims, %d estimates: %d failed' % (len(claims), len(ests), failed))
