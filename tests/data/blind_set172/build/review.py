"""Review of set 172's built files against build/marks.json (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
STYLES = ['orpington', 'wyandotte', 'leghorn', 'silkie', 'cochin', 'araucana']
HEDGE = re.compile(r"\b(maybe|probably|perhaps|think|guess|might|could(?!n't)|reckon|believe|seems?|possibly|likely|I'd say|rumou?r)\b", re.I)
fail = []
def parents(sc, unit):
    u = U[sc]['universe']; L = list(u)
    for a in u[L[0]]:
        if a == unit: return [a, None, None]
        for b in u[L[1]][a]:
            if b == unit: return [a, b, None]
            for c in u[L[2]][b]:
                if c == unit: return [a, b, c]
for r in claims:
    m = marks[r['id']]['mark']; vals = list(r['belief'].values()); t = r['text']
    pos = [t.find(x) for x in r['mentions']]
    if pos != sorted(pos) or -1 in pos: fail.append((r['id'], 'mentions order', r['mentions']))
    if m in 'LMT':
        lvl = 'TML'.index(m)
        unit = vals[lvl]
        if unit is None or parents(r['scenario'], unit) != vals or any(v is not None for v in vals[lvl + 1:]):
            fail.append((r['id'], 'commit path', vals))
        if HEDGE.search(t): fail.append((r['id'], 'hedge in committing text', t))
    elif m == 'X':
        if any(vals) or not r['mentions']: fail.append((r['id'], 'adversarial', t))
    elif m == 'N':
        if any(vals) or r['mentions']: fail.append((r['id'], 'null', t))
    elif m == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals): fail.append((r['id'], 'probe'))
    if m != 'P' and (r['speaker'] != 'defender' or not isinstance(r['question'], str)): fail.append((r['id'], 'question'))
for r in ests:
    mk = marks[r['id']]; t = r['text'].lower()
    own = mk['style']
    if not re.search(r'\b%s' % own, t) or any(re.search(r'\b%s' % s, t) for s in STYLES if s != own):
        fail.append((r['id'], 'style word'))
    if ('cannot be read' in t) != ((r['label'] == 'unscored') or any(marks[x['id']]['state'] == 'U' for x in ests if x['text'] == r['text'])):
        fail.append((r['id'], 'unscored marker'))
    has_adv = bool(re.search(r'\b(bait|decoy|slip)', t))
    if has_adv != bool(mk['adv']): fail.append((r['id'], 'adversarial marker'))
    if mk['adv'] and {'decoy': 'decoy', 'balloon': 'bait', 'slip': 'slip'}[mk['adv']] not in t: fail.append((r['id'], 'adversarial kind word'))
for f in fail: print(f)
print('failed:', len(fail))
