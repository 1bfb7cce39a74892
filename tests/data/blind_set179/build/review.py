"""Review of the built files against build/marks.json: committing marks (L, M, T): the committed unit and its parents,
nulls below, the committed unit among the mentions, no hedge or hearsay word in a committing text; adversarial marks
(X): all-null with a mention; null marks (Z): all-null with no mention; probes (P): attacker, null question, all-null;
defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text
outside the mentions; every note naming its style word and no other; unscored records exactly where the code is U, and
"cannot be read" exactly in the notes with an unscored end; adversarial notes carrying a decoy, a trial balloon or a
slip, and plain notes none."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['dogleg', 'winder', 'bifurcated', 'helical', 'imperial', 'perron']
HEDGE = re.compile(r"\b(think|maybe|perhaps|probably|possibly|guess|guessing|heard|said|says|told|apparently|might|could|believe|seems|rumour|reckons|if)\b", re.I)
failed = 0
def bad(rid, msg):
    global failed
    failed += 1
    print(rid, msg)
def names(sc):
    t = U[sc]['tree']; L = U[sc]['levels']
    return set(t[L[0]]) | set(t[L[1]]) | set(t[L[2]])
def anc(sc, e):
    t = U[sc]['tree']; L = U[sc]['levels']
    par = {}
    for li in (1, 2):
        for p, kids in t[L[li]].items():
            for k in kids: par[k] = p
    out = [e]
    while out[-1] in par: out.append(par[out[-1]])
    return out[::-1]
def mention_check(r):
    x = r['text']; sc = r['scenario']
    pos = []
    for m in r['mentions']:
        mm = re.search(r'(?<!\w)%s(?!\w)' % re.escape(m), x)
        if not mm: bad(r['id'], 'mention %r not in text' % m)
        else: pos.append(mm.start())
    if pos != sorted(pos): bad(r['id'], 'mentions out of order')
    y = x
    for m in sorted(r['mentions'], key=len, reverse=True):
        y = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(m), ' ', y)
    for n in names(sc):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(n), y, re.I):
            bad(r['id'], 'unit name %r outside mentions' % n)
for r in claims:
    mk = marks[r['id']]['mark']; vals = list(r['belief'].values())
    mention_check(r)
    if r['speaker'] == 'defender' and not r['question']: bad(r['id'], 'no question')
    if mk in 'LMT':
        k = 'LMT'.index(mk); k = 2 - k
        e = vals[k]
        if e is None or any(v is not None for v in vals[k + 1:]): bad(r['id'], 'commit level')
        elif anc(r['scenario'], e) != vals[:k + 1]: bad(r['id'], 'parents')
        if e not in r['mentions']: bad(r['id'], 'committed unit not mentioned')
        if HEDGE.search(r['text']): bad(r['id'], 'hedge word in committing text: ' + r['text'])
    elif mk == 'X':
        if any(vals) or not r['mentions']: bad(r['id'], 'adversarial shape')
    elif mk == 'Z':
        if any(vals) or r['mentions']: bad(r['id'], 'null shape')
    elif mk == 'P':
        if any(vals) or r['question'] is not None or r['speaker'] != 'attacker': bad(r['id'], 'probe shape')
for r in ests:
    m = marks[r['id']]
    x = r['text'].lower()
    if not re.search(r'\b%s\b' % r['construction'], x): bad(r['id'], 'style word missing')
    for s in STYLES:
        if s != r['construction'] and re.search(r'\b%s\b' % s, x): bad(r['id'], 'other style word ' + s)
    if (m['code'] == 'U') != (r['label'] == 'unscored'): bad(r['id'], 'unscored mismatch')
    hasU = any(marks[o['id']]['code'] == 'U' for o in ests if o['text'] == r['text'])
    if ('cannot be read' in x) != hasU: bad(r['id'], 'cannot be read mismatch')
    adv = ('decoy' in x) or ('trial balloon' in x) or ('slip' in x)
    if (m['mark'] != 'plain') != adv: bad(r['id'], 'adversarial marker mismatch')
    y = r['text']
    for n in sorted(names(r['scenario']), key=len, reverse=True):
        pass
print('%d failed' % failed)
