"""Review of set 199's built files against the letter-form sources (build/marks.json).
Claims: committing marks (L, M, T) carry the committed unit and its parents, nulls below, the committed unit among the
mentions, and no hedge, hearsay, past, future or condition word in the template; adversarial marks (X) are all-null with
a mention; null marks (N) all-null with no mention; probes attacker, null question, all-null; defender messages carry
a question; every mention is in the text, in text order, and no unit name of the scenario stands in the text outside
the mentions (mentioned names removed first, longest first); no text opens with a lower-case letter unless it opens
with a unit name written so; no "a" before a vowel. Notes: each names its style word and no other; unscored records
exactly where the code is U, and "cannot be read" exactly once per unscored end; adversarial notes carry one of
decoy, trial balloon or slip and plain notes none; every decoy is the drawn C3 and no C3 stands in a note without a
decoy; every named label value is named in the note or is a parent of a named unit."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'))]
STYLES = ['sinkhole', 'sputtering', 'mushrooming', 'flickering', 'sooting', 'smouldering']
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|seems|once|hope|expect|said|says)\b"
fails = []


def names(sc):
    u = U[sc]['universe']; lv = list(u); out = set(u[lv[0]])
    for k in (1, 2):
        for kids in u[lv[k]].values():
            out.update(kids)
    return out


def parents(sc, n):
    u = U[sc]['universe']; lv = list(u)
    for a in u[lv[0]]:
        for b in u[lv[1]][a]:
            if n == b:
                return [a]
            if n in u[lv[2]][b]:
                return [a, b]
    return []


def scan(text, sc, mentions):
    x = text
    for n in sorted(mentions, key=len, reverse=True):
        x = re.sub(r'(?<![\w-])%s(?![\w-])' % re.escape(n), ' ', x)
    for n in sorted(names(sc), key=len, reverse=True):
        if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(n), x):
            return n
    return None


def common(r):
    t = r['text']
    if t[0].islower() and not any(t.startswith(n) for n in names(r['scenario'])):
        fails.append((r['id'], 'lower-case opening'))
    if re.search(r'\b[Aa] [aeiouAEIOU]', t):
        fails.append((r['id'], '"a" before a vowel'))


for r in claims:
    m = M[r['id']]; mark = m['mark']; vals = list(r['belief'].values()); tpl = m['template']
    common(r)
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        fails.append((r['id'], 'mentions not in text order'))
    stray = scan(r['text'], r['scenario'], r['mentions'])
    if stray:
        fails.append((r['id'], 'unit name outside mentions: %s' % stray))
    if r['construction'] == 'attacker_probe':
        if r['speaker'] != 'attacker' or r['question'] is not None or any(vals):
            fails.append((r['id'], 'probe'))
        continue
    if r['speaker'] != 'defender' or not r['question']:
        fails.append((r['id'], 'defender question'))
    if mark in 'LMT':
        slot = {'L': 'C', 'M': 'B', 'T': 'A'}[mark]
        u = m['units'][slot]
        depth = {'L': 3, 'M': 2, 'T': 1}[mark]
        if vals[depth - 1] != u or any(vals[depth:]) or not all(vals[:depth]) or u not in r['mentions']:
            fails.append((r['id'], 'committing belief'))
        if re.search(HEDGE, SLOT_FREE := re.sub(r'\{[^}]*\}', ' ', tpl), re.I):
            fails.append((r['id'], 'hedge word in committing template: %s' % re.search(HEDGE, SLOT_FREE, re.I).group(0)))
    elif mark == 'X':
        if any(vals) or not r['mentions']:
            fails.append((r['id'], 'adversarial'))
    elif mark == 'N':
        if any(vals) or r['mentions']:
            fails.append((r['id'], 'null'))
for r in ests:
    m = M[r['id']]; t = r['text']; common(r)
    low = t.lower()
    if not re.search(r'\b%s\b' % r['construction'], low):
        fails.append((r['id'], 'style word missing'))
    for s in STYLES:
        if s != r['construction'] and re.search(r'\b%s\b' % s, low):
            fails.append((r['id'], 'other style word %s' % s))
    if (m['code'] == 'U') != (r['label'] == 'unscored'):
        fails.append((r['id'], 'unscored mismatch'))
    if r['kind'] == 'prior':
        cur = M['e-%03d' % (int(r['id'][2:]) + 1)]
        nU = [m['code'], cur['code']].count('U')
        if low.count('cannot be read') != nU:
            fails.append((r['id'], '"cannot be read" %d times for %d unscored ends' % (low.count('cannot be read'), nU)))
    kinds = [('decoy' in low), ('trial balloon' in low), bool(re.search(r'\bslip', low))]
    if m['mark'] == 'P' and any(kinds):
        fails.append((r['id'], 'plain note with a device'))
    if m['mark'] != 'P' and sum(kinds) != 1:
        fails.append((r['id'], 'adversarial note without exactly one device'))
    C3 = m['units']['C3']
    if ('decoy' in low) != bool(re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(C3), t)):
        fails.append((r['id'], 'decoy / C3 mismatch'))
    if isinstance(r['label'], dict):
        for v in r['label'].values():
            if v in (None, '?'):
                continue
            named = [n for n in names(r['scenario']) if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(n), t)]
            if v not in named and not any(v in parents(r['scenario'], n) for n in named):
                fails.append((r['id'], 'label value %s not named' % v))
    stray = None
for f in fails:
    print(*f)
print(len(fails), 'failed')
