"""Review of the built files against the sources: committing marks carry the committed unit and its parents with
nulls below and no hedge, hearsay, past, future, plan or condition word in the template; adversarial marks all-null
with a mention; null marks all-null with no mention; probes from the attacker with a null question; a question on
every defender message; every mention in its text, in text order; every note naming its style word and no other;
"cannot be read" exactly once per unscored end; adversarial notes carrying a decoy, a trial balloon or a slip and
plain notes none; C3 only in decoy notes; every named label value named in the note or a parent of a named unit."""
import json, os, re
B = os.path.dirname(os.path.abspath(__file__))
H = os.path.dirname(B)
marks = json.load(open(os.path.join(B, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
HEDGE = r'\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|once|hope|expect|said|says|was|were|plan)\b'
STYLES = ['lifthill', 'firstdrop', 'airtime', 'camelback', 'heartline', 'brakerun']
flags = 0
def flag(*a):
    global flags
    flags += 1
    print(*a)
for r in claims:
    m = marks[r['id']]
    mk, t = m['mark'], m['template']
    vals = list(r['belief'].values())
    if mk in 'LMT':
        n = {'L': 3, 'M': 2, 'T': 1}[mk]
        if any(v is None for v in vals[:n]) or any(v is not None for v in vals[n:]):
            flag(r['id'], 'committing shape', vals)
        if vals[n - 1] not in r['mentions']:
            flag(r['id'], 'committed unit not mentioned')
        if re.search(HEDGE, t, re.I):
            flag(r['id'], 'hedge word in committing', re.search(HEDGE, t, re.I).group(0), '|', t)
    else:
        if any(v is not None for v in vals):
            flag(r['id'], 'non-null on', mk)
        if mk == 'X' and not r['mentions']:
            flag(r['id'], 'adversarial without mention')
        if mk in 'NP' and r['mentions']:
            flag(r['id'], 'null with mention')
    if r['speaker'] == 'attacker':
        if r['question'] is not None or r['construction'] != 'attacker_probe':
            flag(r['id'], 'probe shape')
    elif not r['question']:
        flag(r['id'], 'no question')
    pos = [r['text'].find(x) for x in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        flag(r['id'], 'mentions not in text order', r['mentions'])
for r in ests:
    m = marks[r['id']]
    t = m['template']
    low = t.lower()
    if not re.search(r'\b%s\b' % m['style'], low):
        flag(r['id'], 'style word missing')
    for s in STYLES:
        if s != m['style'] and s in low:
            flag(r['id'], 'other style word', s)
    nu = low.count('cannot be read')
    pr, cu = marks['e-%03d' % (int(r['id'][2:]) - (1 if r['kind'] == 'current' else 0))]['code'], None
    kinds = [marks[x]['code'] for x in ('e-%03d' % (int(r['id'][2:]) - (r['kind'] == 'current')), 'e-%03d' % (int(r['id'][2:]) + (r['kind'] == 'prior')))]
    if nu != sum(1 for k in kinds if k == 'U'):
        flag(r['id'], 'cannot-be-read count', nu, kinds)
    adv = m['adv']
    has = {'decoy': 'decoy' in low, 'balloon': 'trial balloon' in low, 'slip': 'slipped' in low}
    if adv == '-' and any(has.values()):
        flag(r['id'], 'plain note with adversarial word', has)
    if adv != '-' and not has[adv]:
        flag(r['id'], 'adversarial note without its word', adv)
    if '{C3}' in t and adv != 'decoy':
        flag(r['id'], 'C3 outside decoy')
    if isinstance(r['label'], dict):
        slots = set(re.findall(r'\{(\w+)\}', t))
        code = m['code']
        need = {'N': [], 'A': ['A'], 'B': ['B'], 'C': ['C'], 'A2': ['A2'], 'B2': ['B2'], 'C2': ['C2'], 'C3': ['C3'],
                'A?': ['A'], 'B?': ['B']}[code]
        for s in need:
            if s not in slots:
                flag(r['id'], 'label value not named', code)
print(flags, 'flags')
