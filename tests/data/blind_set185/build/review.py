"""Review of the built files of set 185 (run after build.py): labels against marks, mentions against texts,
notes against their styles and conventions. Prints failures and a count."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
STYLES = ['marquee', 'tipi', 'tunnel', 'geodesic', 'pavilion', 'ridge']
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|thinks|guess|reckon|suppose|heard|told me|says|said|apparently|rumou?r|used to|was in|might|could|if|unless|believe|seems?|likely|i'm sure|according)\b"
fails = []


def ent(sc):
    u = U[sc]['universe']; lv = list(u); e = {}
    for a in u[lv[0]]: e[a] = (0, None)
    for k in (1, 2):
        for p, kids in u[lv[k]].items():
            for x in kids: e[x] = (k, p)
    return lv, e


def anc(e, x):
    p = [None, None, None]
    while x is not None:
        k, par = e[x]; p[k] = x; x = par
    return p


def leftover(text, sc, mentions):
    lv, e = ent(sc)
    t = text
    for m in sorted(mentions, key=len, reverse=True):
        t = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), ' ', t)
    return [n for n in sorted(e, key=len, reverse=True) if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), t)]


for r in claims:
    m = marks[r['id']]; mk = m['mark']; sc = r['scenario']; lv, e = ent(sc)
    vals = [r['belief'][k] for k in lv]
    pos = []
    for x in r['mentions']:
        i = r['text'].find(x)
        if i < 0: fails.append('%s: mention %r not in text' % (r['id'], x))
        pos.append(i)
    if pos != sorted(pos): fails.append('%s: mentions out of text order' % r['id'])
    lo = leftover(r['text'], sc, r['mentions'])
    if lo: fails.append('%s: unit names outside mentions: %r' % (r['id'], lo))
    if mk in ('L', 'M', 'T'):
        k = {'L': 2, 'M': 1, 'T': 0}[mk]
        want = anc(e, vals[k])
        if vals != want or vals[k] is None: fails.append('%s: belief not a path %r' % (r['id'], vals))
        if vals[k] not in r['mentions']: fails.append('%s: committed unit not mentioned' % r['id'])
        if re.search(HEDGE, r['text'], re.I): fails.append('%s: hedge/hearsay in committing text: %s' % (r['id'], r['text']))
    else:
        if any(v is not None for v in vals): fails.append('%s: not all-null' % r['id'])
        if mk == 'X' and not r['mentions']: fails.append('%s: adversarial without mention' % r['id'])
        if mk == 'N' and r['mentions']: fails.append('%s: null text with mention' % r['id'])
    if mk == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: fails.append('%s: probe fields' % r['id'])
    elif r['speaker'] != 'defender' or not isinstance(r['question'], str):
        fails.append('%s: defender fields' % r['id'])
for r in ests:
    m = marks[r['id']]; sc = r['scenario']; lv, e = ent(sc); t = r['text']; u = m['units']
    low = t.lower()
    if not re.search(r'\b%s\b' % m['style'], low): fails.append('%s: style word missing' % r['id'])
    for s in STYLES:
        if s != m['style'] and re.search(r'\b%s\b' % s, low): fails.append('%s: other style word %s' % (r['id'], s))
    if (m['code'] == 'U') != (r['label'] == 'unscored'): fails.append('%s: unscored mismatch' % r['id'])
    if ('cannot be read' in t) != ('U' in (m['prior'], m['current'])): fails.append('%s: "cannot be read" mismatch' % r['id'])
    dev = [w for w in ('decoy', 'trial balloon', 'slip') if w in low]
    if m['adversarial'] != bool(dev): fails.append('%s: adversarial marker mismatch %r' % (r['id'], dev))
    if 'decoy' in low and u['C3'] not in t: fails.append('%s: decoy is not C3' % r['id'])
    if isinstance(r['label'], dict):
        named = [x for x in e if re.search(r'(?<!\w)%s(?!\w)' % re.escape(x), t)]
        for v in r['label'].values():
            if v in (None, '?'): continue
            if v not in named and not any(anc(e, x)[e[v][0]] == v for x in named):
                fails.append('%s: label value %r not named' % (r['id'], v))
for f in fails: print(f)
print('%d failed' % len(fails))
