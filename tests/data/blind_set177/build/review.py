"""Review of the built files against the marks of build/marks.json: committing marks carry the committed unit and
its parents with nulls below and the committed unit among the mentions, and lowest-level committing texts hold no
hedge or hearsay word; adversarial marks are all-null with a mention; null marks all-null with no mention; probes
are attacker messages with a null question and all-null; defender messages carry a question; every mention is in the
text, in text order, and no unit name of the scenario stands in the text outside the mentions; every note names its
style word and no other; unscored records exactly where a note is marked U, and 'cannot be read' exactly in those
notes; adversarial notes carry their decoy, trial balloon or slip, plain notes none."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
STYLES = ['gable', 'mansard', 'gambrel', 'saltbox', 'skillion', 'jerkinhead']
HEDGE = re.compile(r"\b(maybe|perhaps|possibly|probably|think|guess|says|said|heard|told|might|suppose|if|rumou?r|hunch|used to|was in|back when)\b", re.I)
fails = []
def names(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    s = set(u[lv[0]])
    for lst in list(u[lv[1]].values()) + list(u[lv[2]].values()): s |= set(lst)
    return s
def anc(sc, unit):
    u = U[sc]['universe']; lv = U[sc]['levels']
    if unit in u[lv[0]]: return [unit, None, None]
    for a, mids in u[lv[1]].items():
        if unit in mids: return [a, unit, None]
        for b in mids:
            if unit in u[lv[2]][b]: return [a, b, unit]
for r in claims:
    m = marks[r['id']]; mk = m['mark']; vals = list(r['belief'].values()); t = r['text']
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(vals) or r['construction'] != 'attacker_probe': fails.append((r['id'], 'probe'))
        if (mk == 'X') != bool(r['mentions']): fails.append((r['id'], 'probe mention/mark'))
    else:
        if not r['question']: fails.append((r['id'], 'no question'))
        if mk in 'LMT':
            k = 'LMT'.index(mk); lowest = vals[2 - k]
            if lowest is None or any(v is not None for v in vals[3 - k:]) or lowest not in r['mentions'] or anc(r['scenario'], lowest) != vals:
                fails.append((r['id'], 'commit'))
            if mk == 'L' and HEDGE.search(t): fails.append((r['id'], 'hedge word: ' + HEDGE.search(t).group(0)))
        elif mk == 'X':
            if any(vals) or not r['mentions']: fails.append((r['id'], 'adversarial'))
        elif mk == 'N':
            if any(vals) or r['mentions']: fails.append((r['id'], 'null'))
    pos = -1
    for x in r['mentions']:
        p = t.find(x)
        if p < 0 or p < pos: fails.append((r['id'], 'mention order %s' % x))
        pos = p
    rest = t
    for x in sorted(r['mentions'], key=len, reverse=True): rest = rest.replace(x, ' ')
    for nm in names(r['scenario']):
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(nm), rest): fails.append((r['id'], 'unmentioned unit %s' % nm))
for r in ests:
    m = marks[r['id']]; t = r['text']
    low = t.lower()
    if not re.search(r'\b%s\b' % r['construction'], low): fails.append((r['id'], 'style word missing'))
    for s in STYLES:
        if s != r['construction'] and re.search(r'\b%s\b' % s, low): fails.append((r['id'], 'other style %s' % s))
    if (m['code'] == 'U') != (r['label'] == 'unscored'): fails.append((r['id'], 'unscored'))
    tmpl = m['template']
    isU = any(marks[o]['code'] == 'U' for o in marks if o.startswith('e-') and marks[o]['template'] == tmpl)
    if isU != ('cannot be read' in t): fails.append((r['id'], 'cannot be read'))
    adv = m['adv']
    has = {'decoy': 'decoy' in low, 'balloon': 'trial balloon' in low, 'slip': bool(re.search(r'let slip|slipped out', low))}
    if adv == '-' and any(has.values()): fails.append((r['id'], 'plain note with adversarial move'))
    if adv != '-' and not has[adv]: fails.append((r['id'], 'adversarial move missing'))
    if adv == 'decoy' and m['code'] not in ('U',) and r['kind'] == 'current':
        pass
print('%d claims, %d estimates reviewed; %d failed' % (len(claims), len(ests), len(fails)))
for f in fails: print(f)
