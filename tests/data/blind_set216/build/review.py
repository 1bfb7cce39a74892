"""Review of the templates: no hedge, hearsay, past, future, plan or condition word in a committing template; the
committed slot in every committing template and no lower slot in a middle or top one; a unit slot in every adversarial
template and in none of the null ones; every note phrasing its prior and current codes by a convention phrase;
"decoy", "trial balloon" and "slip" only in notes of that kind."""
import re, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from texts import REAL, TAGS, PROBES
from notes import NOTES
BAD = r"\b(maybe|perhaps|probably|think|thinks|guess|heard|hear|rumour|used|was|were|once|will|plan|plans|if|might|could|said|says|told|old|former|hope|hopes|wants|seems|apparently|reckon|believe)\b"
flags = []
rows = [tuple(l.split('|', 1)) for l in REAL.strip().split('\n')] + [tuple(l.split('|', 2)[1:]) for l in TAGS.strip().split('\n')]
for m, t in rows:
    slots = set(re.findall(r'\{([A-Z][0-9]?)\}', t))
    units = slots - {'N', 'L0', 'L1', 'L2'}
    if m in 'LMT':
        if re.search(BAD, t, re.I):
            flags.append('hedge word in committing: ' + t)
        need = {'L': 'C', 'M': 'B', 'T': 'A'}[m]
        if need not in slots:
            flags.append('committed slot missing: ' + t)
        if m in 'MT' and ({'C', 'C2', 'C3'} & slots or (m == 'T' and {'B', 'B2'} & slots)):
            flags.append('lower slot in middle/top: ' + t)
    elif m == 'X' and not units:
        flags.append('adversarial without unit: ' + t)
    elif m == 'N' and units:
        flags.append('null with unit: ' + t)
PH = {'N': r'(holds?|holding|held) no opinion about \{N\}',
      'A': r'(plac\w+|placed) \{N\} at \{A\} and no lower', 'A2': r'\{N\} at \{A2\} and no lower',
      'B': r'\{N\} in \{B\} and (go|went)', 'B2': r'\{N\} in \{B2\} and (go|went)',
      'C': r'\{N\} belongs to \{C\}(?!\d)', 'C2': r'\{N\} belongs to \{C2\}', 'C3': r'\{N\} belongs to \{C3\}',
      'A?': r'some \{L1\} of \{A\} without naming it', 'B?': r'some \{L2\} of \{B\} without naming it', 'U': r'cannot be read'}
for l in NOTES.strip().split('\n'):
    st, kind, p, c, t = l.split('|', 4)
    for code in (p, c):
        if not re.search(PH[code], t, re.I):
            flags.append('code %s not phrased: %s' % (code, t))
    for k, w in (('decoy', 'decoy'), ('balloon', 'trial balloon'), ('slip', r'\bslip')):
        if (k == kind) != bool(re.search(w, t)):
            flags.append('%s word mismatch: %s' % (k, t))
for f in flags:
    print(f)
print(len(flags), 'flags')
