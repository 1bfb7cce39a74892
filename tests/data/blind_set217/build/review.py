"""Review of the build sources: no hedge, hearsay, past, future or condition word in a committing template; the
committed slot in every committing template and no lower slot in a middle or top one; a unit slot in every
adversarial template and none in a null one; every note phrasing its prior and current codes by a convention phrase;
"decoy", "trial balloon" and "slip" only in notes of that kind."""
import re, os
HERE = os.path.dirname(os.path.abspath(__file__))
rows = [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, 'real.txt'))]
rows = [('realistic_reply', m, t) for m, t in rows] + [tuple(l.rstrip('\n').split('|')) for l in open(os.path.join(HERE, 'tags.txt'))]
HEDGE = r"(?i)\b(maybe|perhaps|might|may|guess|think|heard|rumou?r|said|says|used to|was|will|would|if|unless|plan|once|believe|probably|possibly|seems?|told|apparently|old|former|next)\b"
flags = []
for tag, m, t in rows:
    if m in 'LMT':
        for w in re.findall(HEDGE, t):
            flags.append('hedge word %r in committing: %s' % (w, t))
    slots = set(re.findall(r'\{(A2?|B2?|C[23]?)\}', t))
    if m == 'L' and 'C' not in slots: flags.append('L without C: ' + t)
    if m == 'M' and ('B' not in slots or slots & {'C', 'C2', 'C3'}): flags.append('M slots: ' + t)
    if m == 'T' and ('A' not in slots or slots - {'A'}): flags.append('T slots: ' + t)
    if m == 'X' and not slots: flags.append('X without unit: ' + t)
    if m == 'N' and slots: flags.append('N with unit: ' + t)
PH = {'C': r'belongs to \{C\}', 'C2': r'belongs to \{C2\}', 'C3': r'belongs to \{C3\}', 'B': r'\{N\} in \{B\} and (go|went)',
      'B2': r'\{N\} in \{B2\} and (go|went)', 'A': r'at \{A\} and no lower', 'A2': r'at \{A2\} and no lower', 'N': r'no opinion about \{N\}',
      'A?': r'of \{A\} without naming', 'B?': r'of \{B\} without naming', 'U': r'cannot be read'}
for l in open(os.path.join(HERE, 'notes.txt')):
    s, k, p, c, n = l.rstrip('\n').split('|')
    for code in (p, c):
        if not re.search(PH[code], n): flags.append('code %s not phrased: %s' % (code, n))
    for kk, w in (('decoy', 'decoy'), ('balloon', 'trial balloon'), ('slip', 'slip')):
        if (w in n.lower()) != (k == kk): flags.append('%s word in %s note: %s' % (w, k, n))
print('\n'.join(flags)); print(len(flags), 'flags')
