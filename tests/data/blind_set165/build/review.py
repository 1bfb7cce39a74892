"""Review of the built files against the marks (build/marks.json): committing marks carry the committed unit and
its parents with nulls below and the unit among the mentions; adversarial marks are all-null with a mention; null
marks all-null with no mention; probes are attacker messages with a null question and all-null; defender messages
carry a question; mentions in text order; committing texts carry no hedge word; every note names its style word
and no other; unscored exactly where the note says "cannot be read"; adversarial notes carry bait, a decoy or a
slip, plain notes none."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
STY = ['gyokuro', 'kabusecha', 'hojicha', 'genmaicha', 'kukicha', 'shincha']
HEDGE = re.compile(r"\b(think|maybe|perhaps|guess|suppose|probably|heard|hear|rumou?r|might|could|said|says|told|believe|reckon)\b", re.I)
bad = 0
def fail(*a):
    global bad; bad += 1; print('FAIL', *a)
def parent_map(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']; p = {}
    for x in t[lv[0]]: p[x] = None
    for k in (1, 2):
        for par, kids in t[lv[k]].items():
            for x in kids: p[x] = par
    return p
for ln in open(os.path.join(OUT, 'claims.jsonl')):
    r = json.loads(ln); g, m, t = marks[r['id']]; vals = list(r['belief'].values()); p = parent_map(r['scenario'])
    pos = [r['text'].find(x) for x in r['mentions']]
    if pos != sorted(pos) or -1 in pos: fail(r['id'], 'mentions order', r['text'])
    if (r['speaker'] == 'attacker') != (g == 'attacker_probe'): fail(r['id'], 'speaker')
    if r['speaker'] == 'attacker' and (r['question'] is not None or any(vals)): fail(r['id'], 'probe')
    if r['speaker'] == 'defender' and not r['question']: fail(r['id'], 'question')
    depth = {'L': 3, 'M': 2, 'T': 1}.get(m, 0)
    if depth:
        low = vals[depth - 1]
        if low not in r['mentions'] or any(v is not None for v in vals[depth:]): fail(r['id'], 'commit', t)
        for k in range(depth - 1, 0, -1):
            if p[vals[k]] != vals[k - 1]: fail(r['id'], 'parents')
        if HEDGE.search(t): fail(r['id'], 'hedge word in committing text', t)
    else:
        if any(vals): fail(r['id'], 'not all-null')
        if (m == 'X') != bool(r['mentions']): fail(r['id'], 'mention/mark', m, t)
notes = {}
for ln in open(os.path.join(OUT, 'estimates.jsonl')):
    r = json.loads(ln); style, adv, kind, code, t = marks[r['id']]
    low = r['text'].lower()
    if style not in low or any(s in low for s in STY if s != style): fail(r['id'], 'style words')
    if (r['label'] == 'unscored') != (code == 'U'): fail(r['id'], 'unscored')
    if code == 'U' and 'cannot be read' not in t: fail(r['id'], 'unscored wording')
    a = bool(re.search(r'\b(bait|decoy|slip)\b', t))
    if a != (adv == '1'): fail(r['id'], 'adversarial wording', t)
print('review: %d failed' % bad)
