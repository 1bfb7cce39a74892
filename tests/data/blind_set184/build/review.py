"""Review of set 184's built files against the marks of build.py (marks.json): prints each failure and a count."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['parhelion', 'paraselene', 'anthelion', 'subsun', 'circumzenithal', 'heiligenschein']
HEDGES = r"\b(think|thinks|maybe|perhaps|possibly|probably|might|guess|believe|heard|rumour|apparently|seems?|suppose|if|will|used to|was|were|until|unless|told|says|said|or so|I gather|not sure|doubt)\b"
fails = 0


def fail(*a):
    global fails
    fails += 1
    print('FAIL', *a)


def ents(sc):
    lv = U[sc]['levels']; u = U[sc]['universe']
    e = {}
    for x in u[lv[0]]:
        e[x] = (0, None)
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            for k in ks:
                e[k] = (li, p)
    return e


def anc(e, x):
    p = [None, None, None]
    while x is not None:
        li, par = e[x]; p[li] = x; x = par
    return p


def others_in(text, sc, mentioned):
    t = text
    for m in sorted(mentioned, key=len, reverse=True):
        t = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), ' ', t)
    return [x for x in ents(sc) if re.search(r'(?i)(?<!\w)%s(?!\w)' % re.escape(x), t)]


for r in claims:
    m = marks['claims'][r['id']]; mk = m['mark']; un = m['units']; sc = r['scenario']
    e = ents(sc); lv = U[sc]['levels']
    vals = [r['belief'][k] for k in lv]
    # mentions: in the text, in text order
    pos = []
    for x in r['mentions']:
        mm = re.search(r'(?<!\w)%s(?!\w)' % re.escape(x), r['text'])
        if not mm:
            fail(r['id'], 'mention not in text', x)
        else:
            pos.append(mm.start())
    if pos != sorted(pos):
        fail(r['id'], 'mentions out of order', r['mentions'])
    o = others_in(r['text'], sc, r['mentions'])
    if o:
        fail(r['id'], 'unit names outside the mentions', o, r['text'])
    if mk == 'L':
        if vals != anc(e, un['C']) or un['C'] not in r['mentions']:
            fail(r['id'], 'L label', vals)
    elif mk == 'M':
        if vals != [un['A'], un['B'], None] or un['B'] not in r['mentions']:
            fail(r['id'], 'M label', vals)
    elif mk == 'T':
        if vals != [un['A'], None, None] or un['A'] not in r['mentions']:
            fail(r['id'], 'T label', vals)
    elif mk == 'X':
        if any(vals) or not r['mentions']:
            fail(r['id'], 'X label or no mention', vals, r['mentions'])
    elif mk == 'N':
        if any(vals) or r['mentions']:
            fail(r['id'], 'N label or mention', vals, r['mentions'])
    elif mk == 'P':
        has_slot = bool(re.search(r'\{(A2?|B2?|C[23]?)\}', m['template']))
        if any(vals) or r['speaker'] != 'attacker' or r['question'] is not None or bool(r['mentions']) != has_slot:
            fail(r['id'], 'probe', vals, r['mentions'])
    if mk in 'LMT':
        h = re.findall(HEDGES, r['text'], re.I)
        if h:
            fail(r['id'], 'hedge word in a committing text', h, r['text'])
    if mk != 'P' and not isinstance(r['question'], str):
        fail(r['id'], 'defender message without a question')

CODE = lambda code, un: {'N': [None] * 3, 'A': [un['A'], None, None], 'A2': [un['A2'], None, None],
                         'A?': [un['A'], '?', None], 'B': [un['A'], un['B'], None], 'B2': [un['A'], un['B2'], None],
                         'B?': [un['A'], un['B'], '?'], 'C': [un['A'], un['B'], un['C']],
                         'C2': [un['A'], un['B'], un['C2']], 'C3': [un['A'], un['B'], un['C3']], 'U': 'unscored'}[code]
for r in ests:
    m = marks['notes'][r['id']]; un = m['units']; sc = r['scenario']; lv = U[sc]['levels']
    x = r['text']
    t = x
    for nm in sorted(ents(sc), key=len, reverse=True):
        t = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(nm), ' ', t)
    found = [s for s in STYLES if re.search(r'(?i)\b%s\b' % s, t)]
    if found != [r['construction']]:
        fail(r['id'], 'style words', found)
    code = m['prior'] if r['kind'] == 'prior' else m['current']
    want = CODE(code, un)
    got = r['label'] if r['label'] == 'unscored' else [r['label'][k] for k in lv]
    if got != want:
        fail(r['id'], 'label', got, want)
    hasU = 'U' in (m['prior'], m['current'])
    if hasU != ('cannot be read' in x):
        fail(r['id'], '"cannot be read" without an unscored end or the reverse')
    kinds = [k for k, w in (('D', 'decoy'), ('B', 'trial balloon'), ('S', 'slip')) if w in x.lower()]
    if m['adv'] == '-' and kinds:
        fail(r['id'], 'plain note with', kinds)
    if m['adv'] != '-' and kinds != [m['adv']]:
        fail(r['id'], 'adversarial note kinds', kinds, m['adv'])
    c3 = re.search(r'(?<!\w)%s(?!\w)' % re.escape(un['C3']), x)
    if m['adv'] == 'D' and not c3:
        fail(r['id'], 'decoy is not C3')
    if m['adv'] != 'D' and c3:
        fail(r['id'], 'C3 in a note without a decoy')
    o = others_in(x, sc, [un[k] for k in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3')
                          if '{%s}' % k in m['template']])
    if o:
        fail(r['id'], 'unit names outside the slots', o)
print('review:', fails, 'failed')
