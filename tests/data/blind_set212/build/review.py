"""Review of the sources: no hedge/hearsay/past/future word in a committing template; the committed slot in every
committing template and no lower unit slot in a middle or top one; a unit slot in every adversarial template and
in none of the null ones; 12 probes naming a unit; each note names its style and no other; 'cannot be read' per
unscored end; C3 and 'decoy' only in decoy notes, 'trial balloon' only in balloon notes, 'slipped' only in slips."""
import re, os
H = os.path.dirname(os.path.abspath(__file__))
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|once|hope|expect|said|says|was|were|plan)\b"
flags = 0
rows = [l.rstrip('\n').split('|') for l in open(os.path.join(H, 'real.txt'))]
rows += [l.rstrip('\n').split('|')[1:] for l in open(os.path.join(H, 'tags.txt'))]
for mk, t in rows:
    slots = set(re.findall(r'\{(\w+)\}', t))
    if mk in 'LMT':
        if re.search(HEDGE, re.sub(r'\{\w+\}', '', t), re.I): print('HEDGE', t); flags += 1
        need = {'L': 'C', 'M': 'B', 'T': 'A'}[mk]
        if need not in slots: print('SLOT', t); flags += 1
        if mk == 'M' and slots & {'C', 'C2', 'C3'} or mk == 'T' and slots & {'B', 'B2', 'C', 'C2', 'C3'}: print('LOWER', t); flags += 1
    if mk == 'X' and not slots & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}: print('NOUNIT', t); flags += 1
    if mk == 'N' and slots & {'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3'}: print('UNIT', t); flags += 1
print('probes naming a unit:', sum(1 for l in open(os.path.join(H, 'attacker.txt')) if re.search(r'\{[ABC]', l)))
ST = ['pushstart', 'kreisel', 'labyrinth', 'omegacurve', 'sledflip', 'brakezone']
for st, adv, pr, cu, t in [l.rstrip('\n').split('|') for l in open(os.path.join(H, 'notes.txt'))]:
    low = t.lower()
    if not re.search(r'\b%s\b' % st, low) or any(re.search(r'\b%s\b' % o, low) for o in ST if o != st): print('STYLE', t); flags += 1
    if low.count('cannot be read') != (pr == 'U') + (cu == 'U'): print('UNSCORED', t); flags += 1
    if ('{C3}' in t or 'decoy' in low) != (adv == 'decoy'): print('DECOY', t); flags += 1
    if ('trial balloon' in low) != (adv == 'balloon'): print('BALLOON', t); flags += 1
    if ('slipped' in low) != (adv == 'slip'): print('SLIP', t); flags += 1
    for c in (pr, cu):
        if c.endswith('?') and 'without naming it' not in low: print('QMARK', t); flags += 1
        if c == 'N' and 'no opinion about {N}' not in t: print('NULL', t); flags += 1
        if c not in ('U', 'N') and '{%s}' % c.rstrip('?') not in t: print('CODE', c, t); flags += 1
print('flags', flags)
