"""Set 168's review: committing marks carry the committed unit and its parents, nulls below, and no hedge word;
adversarial marks are all-null with a mention; null marks all-null with no mention; probes attacker, null question,
all-null; defender messages a question; every mention in the text, in text order; every note names its style word
and no other; unscored only where the note says "cannot be read"; adversarial notes carry bait, a decoy or a slip,
plain notes none."""
import json, os, re
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
marks = json.load(open(os.path.join(B, 'marks.json')))
C = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
STY = ['orecchiette', 'farfalle', 'rigatoni', 'pappardelle', 'tagliatelle', 'bucatini']
HEDGE = re.compile(r"\b(maybe|perhaps|possibly|probably|think|guess|suppose|might|rumou?r|apparently|i'd say|imagine)\b", re.I)
bad = 0
def f(msg):
    global bad; bad += 1; print('FAIL', msg)
for r in C:
    m = marks[r['id']]['mark']; vals = list(r['belief'].values()); t = r['text']
    pos = [t.find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): f('%s mentions order %r' % (r['id'], r['mentions']))
    if m in 'LMT':
        k = 'LMT'.index(m); want = 2 - k
        if any(v is None for v in vals[:want + 1]) or any(v is not None for v in vals[want + 1:]): f('%s belief %r' % (r['id'], vals))
        if HEDGE.search(t): f('%s hedge in committing %s' % (r['id'], t))
    else:
        if any(v is not None for v in vals): f('%s not all-null' % r['id'])
        if m == 'X' and not r['mentions']: f('%s adversarial without mention' % r['id'])
        if m == 'N' and r['mentions']: f('%s null with mention' % r['id'])
    if m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: f('%s probe' % r['id'])
    elif not r['question']: f('%s no question' % r['id'])
for r in E:
    t = r['text'].lower(); st = r['construction']
    if not re.search(r'\b%s\b' % st, t) or any(re.search(r'\b%s\b' % s, t) for s in STY if s != st): f('%s style word' % r['id'])
    if (r['label'] == 'unscored') != ('cannot be read' in t) and r['label'] == 'unscored': f('%s unscored' % r['id'])
    adv = marks[r['id']]['adversarial']
    has = bool(re.search(r'\b(bait|decoy|slip)\b', t))
    if adv != has: f('%s adversarial marker' % r['id'])
print('failed', bad)
