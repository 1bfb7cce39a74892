"""Review of the sources: hedge, hearsay, past, future, plan and condition words in committing templates; a unit
slot in every adversarial template and none in null ones; the committed slot present (C for L, B for M, A for T);
notes: own style word once or more and no other, "cannot be read" once per unscored end, C3 only in decoys,
"trial balloon" only in balloon notes, "slipped"/"slip" only in slip notes (and "decoy" only in decoy notes)."""
import re
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|once|hope|expect|said|says|was|were|plan|plans)\b"
STYLES = ['drapery', 'coronal', 'pulsating', 'diffuse', 'substorm', 'picketfence']
rows = [(m, t) for m, t in (l.rstrip('\n').split('|') for l in open('real.txt') if l.strip())]
rows += [(m, t) for g, m, t in (l.rstrip('\n').split('|') for l in open('tags.txt') if l.strip())]
probes = [(m, t) for m, t in (l.rstrip('\n').split('|') for l in open('attacker.txt') if l.strip())]
f = 0
need = {'L': '{C}', 'M': '{B}', 'T': '{A}'}
for m, t in rows:
    if m in need:
        h = re.findall(HEDGE, t, re.I)
        if h:
            print('HEDGE?', h, t); f += 1
        if need[m] not in t:
            print('NO COMMITTED SLOT', t); f += 1
    units = re.findall(r'\{(A2?|B2?|C[23]?)\}', t)
    if m == 'X' and not units:
        print('X WITHOUT UNIT', t); f += 1
    if m == 'N' and units:
        print('NULL WITH UNIT', t); f += 1
for m, t in probes:
    units = re.findall(r'\{(A2?|B2?|C[23]?)\}', t)
    if (m == 'X') != bool(units):
        print('PROBE MARK', m, t); f += 1
for l in open('notes.txt'):
    st, kind, pr, cu, t = l.rstrip('\n').split('|')
    low = t.lower()
    if not re.search(r'\b%s\b' % st, low):
        print('NO STYLE WORD', t); f += 1
    for o in STYLES:
        if o != st and re.search(r'\b%s\b' % o, low):
            print('OTHER STYLE', o, t); f += 1
    nu = (pr == 'U') + (cu == 'U')
    if low.count('cannot be read') != nu:
        print('UNSCORED PHRASE', nu, t); f += 1
    if ('{C3}' in t) != (kind == 'decoy'):
        print('C3', t); f += 1
    if ('trial balloon' in low) != (kind == 'balloon'):
        print('BALLOON', t); f += 1
    if (('slipped' in low) or ('slip of mine' in low)) != (kind == 'slip'):
        print('SLIP', t); f += 1
    if ('decoy' in low) != (kind == 'decoy'):
        print('DECOY', t); f += 1
print(f, 'flags')
