"""Review: no hedge, hearsay, past, future or condition word in a committing template; the committed slot in every
committing template (C for L, B for M, A for T) and no lower slot in M or T; a unit slot in every adversarial
template and none in a null one; every note names the codes of its prior and current by a convention phrase."""
import re
bad = r"\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|once|hope|expect|said|says|was|were|plan)\b"
flags = 0
rows = [('realistic_reply',) + tuple(l.rstrip('\n').split('|', 1)) for l in open('real.txt') if l.strip()]
rows += [tuple(l.rstrip('\n').split('|', 2)) for l in open('tags.txt') if l.strip()]
for g, m, t in rows:
    if m in 'LMT' and re.search(bad, t, re.I): print('hedge word:', t); flags += 1
    need = {'L': '{C}', 'M': '{B}', 'T': '{A}'}.get(m)
    if need and need not in t: print('missing slot:', t); flags += 1
    if m == 'M' and '{C' in t or m == 'T' and ('{B' in t or '{C' in t): print('lower slot:', t); flags += 1
    if m == 'X' and not re.search(r'\{[ABC]', t): print('adv without unit:', t); flags += 1
    if m == 'N' and re.search(r'\{[ABC]', t): print('null with unit:', t); flags += 1
P = {'C': r'convinced \{N\} belongs to \{C\}|conviction that \{N\} belongs to \{C\}', 'C2': r'convinced \{N\} belongs to \{C2\}|conviction that \{N\} belongs to \{C2\}',
     'C3': r'convinced \{N\} belongs to \{C3\}', 'B': r'\{N\} in \{B\} and (goes|going|went) no deeper', 'B2': r'\{N\} in \{B2\} and (goes|going|went) no deeper',
     'A': r'\{N\} at \{A\} and no lower', 'A2': r'\{N\} at \{A2\} and no lower', 'N': r'no opinion about \{N\}',
     'A?': r'some \{L1\} of \{A\} without naming it', 'B?': r'some \{L2\} of \{B\} without naming it', 'U': r'cannot be read'}
for l in open('notes.txt'):
    st, ak, pr, cu, t = l.rstrip('\n').split('|', 4)
    for c in (pr, cu):
        if not re.search(P[c], t, re.I): print('code %s not phrased:' % c, t[:90]); flags += 1
    if ('decoy' in t) != (ak == 'decoy') or ('trial balloon' in t) != (ak == 'balloon') or (re.search(r'\bslip', t) is not None) != (ak == 'slip'):
        print('adv word mismatch:', t[:90]); flags += 1
print(flags, 'flags')
