"""Review of the letter-form sources: hedge, hearsay, past, future, plan or condition words in committing templates;
the committed slot in every committing template; a unit slot in every adversarial template and none in the null
ones; probes marked by whether they name a unit; every note naming its style word and no other; "cannot be read" once
for each unscored end; C3, "decoy", "trial balloon" and "slipped"/"slip" only in the notes of their kind."""
import re, os
H = os.path.dirname(os.path.abspath(__file__))
rows = [('realistic_reply',) + tuple(l.rstrip('\n').split('|', 1)) for l in open(os.path.join(H, 'real.txt'))]
rows += [tuple(l.rstrip('\n').split('|', 2)) for l in open(os.path.join(H, 'tags.txt'))]
att = [tuple(l.rstrip('\n').split('|', 1)) for l in open(os.path.join(H, 'attacker.txt'))]
notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(H, 'notes.txt'))]
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem\w*|once|hope|expect|said|says|was|were|plan\w*)\b"
UNIT = re.compile(r'\{(A2?|B2?|C[23]?)\}')
flags = 0
for con, mark, t in rows:
    if mark in 'LMT':
        for m in re.finditer(HEDGE, t, re.I):
            print('HEDGE?', m.group(0), '|', t); flags += 1
        need = {'L': '{C}', 'M': '{B}', 'T': '{A}'}[mark]
        if need not in t:
            print('NO SLOT', t); flags += 1
    if mark == 'X' and not UNIT.search(t):
        print('X WITHOUT UNIT', t); flags += 1
    if mark == 'N' and UNIT.search(t):
        print('NULL WITH UNIT', t); flags += 1
for mark, t in att:
    if (mark == 'X') != bool(UNIT.search(t)):
        print('PROBE MARK', t); flags += 1
styles = sorted({n[0] for n in notes})
for style, kind, pr, cu, t in notes:
    low = t.lower()
    if not re.search(r'\b%s\b' % style, low):
        print('NO STYLE WORD', t); flags += 1
    for s in styles:
        if s != style and re.search(r'\b%s\b' % s, low):
            print('OTHER STYLE', s, t); flags += 1
    if low.count('cannot be read') != (pr == 'U') + (cu == 'U'):
        print('UNSCORED PHRASE', t); flags += 1
    if ('{C3}' in t or 'decoy' in low) != (kind == 'decoy'):
        print('DECOY', t); flags += 1
    if ('trial balloon' in low) != (kind == 'balloon'):
        print('BALLOON', t); flags += 1
    if bool(re.search(r'\bslip', low)) != (kind == 'slip'):
        print('SLIP', t); flags += 1
print(flags, 'flags')
