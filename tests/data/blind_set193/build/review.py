"""Review of set 193's built files against build/marks.json (see README, Review)."""
import json, os, re
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
U = json.load(open(os.path.join(B, 'universes.json')))
M = json.load(open(os.path.join(B, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
STYLES = ['breaching', 'spyhopping', 'lobtailing', 'fluking', 'logging', 'sounding']
HEDGE = re.compile(r"(?i)\b(probably|maybe|might|perhaps|possibly|think|guess|reckon\w*|heard|apparently|seems?|likely|rumou?r|supposedly|told me|says|said|I'd say|if|used to|was in|will|would|could|once|unless|either|or so)\b")
fails = 0
def fail(*a):
    global fails; fails += 1; print('FAIL', *a)
def ents(sc):
    t, L = U[sc]['tree'], U[sc]['levels']; e = {}
    for a in t[L[0]]: e[a] = (0, None)
    for k in (1, 2):
        for p, kids in t[L[k]].items():
            for x in kids: e[x] = (k, p)
    return e
def anc(e, x):
    p = [None] * 3
    while x is not None:
        k, par = e[x]; p[k] = x; x = par
    return p
def mentions_ok(rid, sc, text, mentions):
    e = ents(sc)
    pos = []
    for m in mentions:
        mm = re.search(r'(?<!\w)%s(?!\w)' % re.escape(m), text)
        if not mm: fail(rid, 'mention not in text', m)
        else: pos.append(mm.start())
    if pos != sorted(pos): fail(rid, 'mentions out of order')
    rest = text
    for m in sorted(mentions, key=len, reverse=True):
        rest = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), ' ', rest)
    for x in sorted(e, key=len, reverse=True):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(x), rest): fail(rid, 'unmentioned unit name', x)
for r in claims:
    m = M[r['id']]; mark = m['mark']; u = m['units']; sc = r['scenario']; e = ents(sc)
    vals = list(r['belief'].values())
    if r['text'][0].islower(): fail(r['id'], 'lower-case opening')
    if re.search(r'\ba [aeiouAEIOU]', r['text']): fail(r['id'], 'a before vowel', r['text'])
    mentions_ok(r['id'], sc, r['text'], r['mentions'])
    if mark in 'LMT':
        k = 'LMT'.index(mark); unit = [u['C'], u['B'], u['A']][k]
        want = anc(e, unit)
        if vals != want: fail(r['id'], 'belief', vals, want)
        if unit not in r['mentions']: fail(r['id'], 'committed unit not mentioned')
        if HEDGE.search(m['template']): fail(r['id'], 'hedge word in committing text:', HEDGE.search(m['template']).group(0), '|', m['template'])
    else:
        if any(v is not None for v in vals): fail(r['id'], 'not all-null')
        if mark == 'X' and not r['mentions']: fail(r['id'], 'adversarial without mention')
        if mark == 'N' and r['mentions']: fail(r['id'], 'null with mention')
    if mark == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: fail(r['id'], 'probe form')
    else:
        if r['speaker'] != 'defender' or not r['question']: fail(r['id'], 'defender form')
for r in ests:
    m = M[r['id']]; sc = r['scenario']; t = r['text']; u = m['units']; e = ents(sc)
    if t[0].islower(): fail(r['id'], 'lower-case opening')
    if re.search(r'\ba [aeiouAEIOU]', t): fail(r['id'], 'a before vowel', t)
    mentions_ok(r['id'], sc, t, m['mentions'])
    low = t.lower()
    for s in STYLES:
        has = re.search(r'\b%s\b' % s, low) is not None
        if (s == r['construction']) != has: fail(r['id'], 'style word', s)
    if (m['code'] == 'U') != (r['label'] == 'unscored'): fail(r['id'], 'unscored mismatch')
    codes = [M['e-%03d' % (int(r['id'][2:]) + d)]['code'] for d in ((0, 1) if r['kind'] == 'prior' else (-1, 0))]
    if ('U' in codes) != ('cannot be read' in t): fail(r['id'], 'cannot-be-read mismatch')
    adv = m['adv']
    marker = {'decoy': 'decoy' in low, 'balloon': 'trial balloon' in low, 'slip': re.search(r'\bslip', low) is not None}
    for k, v in marker.items():
        if v != (adv == k): fail(r['id'], 'marker', k)
    if (u['C3'] in m['mentions']) != (adv == 'decoy'): fail(r['id'], 'C3 use')
    if adv == 'decoy' and not re.search(r'(?<!\w)%s(?!\w)' % re.escape(u['C3']), t): fail(r['id'], 'decoy not C3')
    if r['label'] != 'unscored':
        for v in r['label'].values():
            if v in (None, '?'): continue
            if v not in m['mentions'] and not any(anc(e, x)[e[v][0]] == v for x in m['mentions']):
                fail(r['id'], 'label value not named', v)
print('%d failed' % fails)
