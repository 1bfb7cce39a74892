"""Review of set 176's built files against the letter-form marks (build/marks.json):
claims: committing marks hold the committed unit and its parents with nulls below, the committed unit is among the
mentions, and no hedge or hearsay word stands in a committing text; adversarial marks are all-null with a mention;
null marks all-null with no mention; probes are attacker messages, null question, all-null; defender messages carry
a question; mentions are in the text in text order, and no unit name of the scenario stands in the text outside the
mentions. Notes: each names its style word and no other style word; each end's wording in the letter-form note
matches its code; unscored records exactly where the code is U and "cannot be read" exactly in notes with an
unscored end; adversarial notes carry their decoy (C3), trial balloon or slip wording and plain notes none of them."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
STYLES = ['lanceolate', 'cordate', 'palmate', 'sagittate', 'peltate', 'spatulate']
HEDGE = re.compile(r"\b(maybe|perhaps|probably|possibly|think|thinks|believe|guess|suppose|heard|says|said|told|"
                   r"rumou?r|reckons?|might|could be|if|either|once|used to|will|would)\b", re.I)
fails = []
def names(sc):
    u = U[sc]['universe']; lv = U[sc]['levels']
    out = {}
    for e in u[lv[0]]:
        out[e] = (0, None)
    for k in (1, 2):
        for p, kids in u[lv[k]].items():
            for x in kids:
                out[x] = (k, p)
    return out
def anc(ent, e):
    p = [None] * 3
    while e is not None:
        k, par = ent[e]; p[k] = e; e = par
    return p
for r in claims:
    m = marks[r['id']]; mark = m['mark']; sc = r['scenario']; ent = names(sc); lv = U[sc]['levels']
    vals = [r['belief'][k] for k in lv]; txt = r['text']
    def f(msg): fails.append('%s %s: %s | %s' % (r['id'], mark, msg, txt))
    pos = []
    for x in r['mentions']:
        i = re.search(r'(?<!\w)%s(?!\w)' % re.escape(x), txt)
        if not i: f('mention %s not in text' % x)
        else: pos.append(i.start())
    if pos != sorted(pos): f('mentions out of order')
    rest = txt
    for x in sorted(r['mentions'], key=len, reverse=True):
        rest = re.sub(r'(?<!\w)%s(?!\w)' % re.escape(x), ' ', rest)
    for e in ent:
        if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), rest, re.I): f('unit %s outside mentions' % e)
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(vals) or r['construction'] != 'attacker_probe': f('probe wrong')
        if (mark == 'X') != bool(r['mentions']): f('probe mark vs mentions')
        continue
    if not r['question']: f('no question')
    if mark in 'LMT':
        k = 'TML'.index(mark)
        low = vals[k]
        if low is None or any(v is not None for v in vals[k + 1:]): f('commit level wrong')
        elif anc(ent, low) != vals: f('parents wrong')
        elif low not in r['mentions']: f('committed unit not mentioned')
        if HEDGE.search(m['template']): f('hedge word in committing text')
    elif mark == 'X':
        if any(vals) or not r['mentions']: f('adversarial wrong')
    elif mark == 'N':
        if any(vals) or r['mentions']: f('null wrong')
PH = {'N': r'no opinion about \{N\}', 'A': r'\{N\} at \{A\} and no lower', 'A2': r'\{N\} at \{A2\} and no lower',
      'B': r'\{N\} in \{B\} and (goes|went|going|gone|go) no deeper', 'B2': r'\{N\} in \{B2\} and (goes|went|going|gone|go) no deeper',
      'C': r'convinced \{N\} belongs to \{C\}', 'C2': r'convinced \{N\} belongs to \{C2\}',
      'C3': r'convinced \{N\} belongs to \{C3\}', 'A?': r'some \{L1\} of \{A\} without naming it',
      'B?': r'some \{L2\} of \{B\} without naming it', 'U': r'cannot be read'}
for r in ests:
    m = marks[r['id']]; t = m['template']; code = m['code']; adv = m['adv']
    def f(msg): fails.append('%s: %s | %s' % (r['id'], msg, t))
    words = [s for s in STYLES if re.search(r'\b%s\b' % s, t, re.I)]
    if words != [r['construction']]: f('style words %r' % words)
    if not re.search(PH[code], t, re.I): f('no wording for code %s' % code)
    if (r['label'] == 'unscored') != (code == 'U'): f('unscored mismatch')
    has_dec = 'decoy' in t; has_bal = 'trial balloon' in t; has_slip = bool(re.search(r'let slip|slipped out', t))
    if adv == '-' and (has_dec or has_bal or has_slip): f('plain note with adversarial wording')
    if adv == 'decoy' and not (has_dec and '{C3}' in t): f('decoy wording')
    if adv == 'balloon' and not has_bal: f('balloon wording')
    if adv == 'slip' and not has_slip: f('slip wording')
nt = {}
for r in ests:
    nt.setdefault(r['text'], []).append(marks[r['id']]['code'])
for t, codes in nt.items():
    if ('cannot be read' in t) != ('U' in codes): fails.append('cannot-be-read mismatch: ' + t)
for x in fails: print(x)
print('failed:', len(fails))
