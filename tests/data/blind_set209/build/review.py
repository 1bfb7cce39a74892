"""Review of the build sources and built files of set 209. Flags: a hedge, hearsay, past, future, plan or condition
word in a committing template (L, M, T); a committing template without its committed slot (L: C, M: B, T: A);
an adversarial template (X) without a unit slot, a null one (N) with one; probes: the 12 naming a unit; a note not
naming its style word or naming another style word; "cannot be read" not once per unscored end; C3, "decoy",
"trial balloon" and "slipped" outside notes of their kind; a note whose label codes are not named by their slots;
in the built files: labels and beliefs as the marks say, every mention in its text in text order."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
HEDGE = ['maybe', 'perhaps', 'possibly', 'probably', 'think', 'guess', 'reckon', 'heard', 'told me', 'apparently',
         'rumour', 'used to', 'will', 'would', 'might', 'could', 'should', 'if', 'unless', 'supposedly', 'believe',
         'seem', 'once', 'hope', 'expect', 'said', 'says', 'was', 'were', 'plan']
STYLES = ['hopnpop', 'freefall', 'headdown', 'sitfly', 'cutaway', 'wingsuit']
flags = 0


def flag(*a):
    global flags
    flags += 1
    print(*a)


rows = [('realistic_reply',) + tuple(l.split('|', 1)) for l in open(os.path.join(HERE, 'real.txt')).read().splitlines()]
rows += [tuple(l.split('|', 2)) for l in open(os.path.join(HERE, 'tags.txt')).read().splitlines()]
for g, m, t in rows:
    slots = set(re.findall(r'\{([A-Z][0-9]?)\}', t))
    if m in 'LMT':
        for w in HEDGE:
            if re.search(r'\b%s\b' % w, t, re.I):
                flag('hedge word %r in committing' % w, '|', t)
        if {'L': 'C', 'M': 'B', 'T': 'A'}[m] not in slots:
            flag('committed slot missing |', t)
        if m != 'L' and 'C' in slots or m == 'T' and 'B' in slots:
            flag('lower slot in a higher commitment |', t)
    elif m == 'X':
        if not slots & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}:
            flag('adversarial without a unit |', t)
    elif m == 'N':
        if slots & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}:
            flag('null with a unit |', t)
probes = open(os.path.join(HERE, 'attacker.txt')).read().splitlines()
print('probes naming a unit:', sum(1 for p in probes if re.search(r'\{(A2?|B2?|C[23]?)\}', p)))
for ln in open(os.path.join(HERE, 'notes.txt')).read().splitlines():
    st, kind, pri, cur, t = ln.split('|', 4)
    for s in STYLES:
        n = len(re.findall(r'\b%s\b' % s, t, re.I))
        if (s == st) != (n > 0):
            flag('style word %s (%d) |' % (s, n), t)
    if t.count('cannot be read') != [pri, cur].count('U'):
        flag('cannot be read count |', t)
    if ('{C3}' in t) != (kind == 'decoy') or ('decoy' in t) != (kind == 'decoy'):
        flag('decoy/C3 |', t)
    if ('trial balloon' in t) != (kind == 'balloon'):
        flag('balloon |', t)
    if ('slipped' in t) != (kind == 'slip'):
        flag('slip |', t)
    for code in (pri, cur):
        s = code.rstrip('?')
        if s not in ('N', 'U') and '{%s}' % s not in t:
            flag('label code %s not named |' % code, t)
        if code.endswith('?') and ('without naming it' not in t):
            flag('? code without the convention |', t)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
for r in claims:
    pos = [r['text'].find(m) for m in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos):
        flag('mentions not in text order', r['id'], r['mentions'])
    if r['speaker'] == 'attacker' and (r['question'] is not None or any(r['belief'].values())):
        flag('probe not all-null', r['id'])
    if r['speaker'] == 'defender' and not r['question']:
        flag('no question', r['id'])
print('%d flags' % flags)
