"""Review of the build sources and built files of set 210 (prints flags; 0 flags is the goal):
no hedge, hearsay, past, future, plan or condition word in a committing template; the committed slot in every
committing template and no lower slot in a middle or top one; a unit slot in every adversarial template and in
none of the null ones; 12 probes naming a unit; every note naming its style word and no other; "cannot be read"
once for each unscored end; C3 and "decoy" only in decoy notes, "trial balloon" only in balloon notes and "slipped"
only in slip notes; every named label code of a note named by its slot, and "without naming it" wherever a code
holds "?"; in the built files every mention in its text in text order, probes all-null with a null question and a
question on every defender message."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
STYLES = ['pitstop', 'slipstream', 'chicane', 'overtake', 'safetycar', 'spinout']
HEDGE = ['maybe', 'perhaps', 'possibly', 'probably', 'think', 'guess', 'reckon', 'heard', 'told me', 'apparently',
         'rumour', 'used to', 'will', 'would', 'might', 'could', 'should', 'if', 'unless', 'supposedly', 'believe',
         'seem', 'once', 'hope', 'expect', 'said', 'says', 'was', 'were', 'plan']
flags = []
def F(*a): flags.append(' '.join(str(x) for x in a))
tpl = []
for l in open(os.path.join(HERE, 'real.txt')):
    if l.strip(): m, t = l.rstrip('\n').split('|', 1); tpl.append(('realistic_reply', m, t))
for l in open(os.path.join(HERE, 'tags.txt')):
    if l.strip(): g, m, t = l.rstrip('\n').split('|', 2); tpl.append((g, m, t))
slots = lambda t: set(re.findall(r'\{(A2|A|B2|B|C2|C3|C)\}', t))
for g, m, t in tpl:
    s = slots(t); low = SLOTLESS = re.sub(r'\{\w+\}', ' ', t).lower()
    if m in 'LMT':
        for w in HEDGE:
            if re.search(r"\b%s\b" % w, low): F('hedge word', repr(w), t)
    if m == 'L' and 'C' not in s: F('L without C', t)
    if m == 'M' and ('B' not in s or s & {'C', 'C2', 'C3'}): F('M slots', t)
    if m == 'T' and ('A' not in s or s - {'A'}): F('T slots', t)
    if m == 'X' and not s: F('X without unit', t)
    if m == 'N' and s: F('N with unit', t)
probes = [l.strip() for l in open(os.path.join(HERE, 'attacker.txt')) if l.strip()]
if sum(1 for p in probes if slots(p)) != 12: F('probes naming a unit:', sum(1 for p in probes if slots(p)))
for l in open(os.path.join(HERE, 'notes.txt')):
    if not l.strip(): continue
    st, adv, pr, cu, t = l.rstrip('\n').split('|', 4)
    low = t.lower()
    for s2 in STYLES:
        has = re.search(r'\b%s\b' % s2, low) is not None
        if (s2 == st) != has: F('style word', s2, t)
    if low.count('cannot be read') != [pr, cu].count('U'): F('cannot be read count', t)
    if (('{C3}' in t) or ('decoy' in low)) != (adv == 'decoy'): F('decoy/C3', t)
    if ('trial balloon' in low) != (adv == 'balloon'): F('balloon', t)
    if ('slipped' in low) != (adv == 'slip'): F('slipped', t)
    for c in (pr, cu):
        if c in ('N', 'U'): continue
        if '{%s}' % c.rstrip('?') not in t: F('code not named', c, t)
        if c.endswith('?') and 'without naming it' not in t: F('? without naming', t)
    if 'no opinion about {N}' not in t and 'N' in (pr, cu): F('N code without no opinion', t)
for l in open(os.path.join(ROOT, 'claims.jsonl')):
    r = json.loads(l); pos = -1
    for mtn in r['mentions']:
        p = r['text'].find(mtn, pos + 1)
        if p < 0 or p < pos: F('mention order', r['id'])
        pos = p
    if r['speaker'] == 'attacker':
        if r['question'] is not None or any(v is not None for v in r['belief'].values()): F('probe', r['id'])
    elif not r['question']: F('no question', r['id'])
    if r['text'][:1].islower(): F('lower-case opening', r['id'], r['text'][:30])
print('\n'.join(flags)); print('%d flags' % len(flags))
