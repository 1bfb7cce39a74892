"""Review the templates: committing ones (L, M, T) hold their committed slot and no lower slot and no hedge, hearsay,
past, future or condition word; adversarial ones (X) hold a unit slot; null ones (N) none; per tag 4 L, 1 M, 1 T,
5 X, 1 N; 12 of the 20 probes name a unit."""
import re
from collections import Counter
def lines(f): return [l.rstrip('\n') for l in open(f, encoding='utf-8') if l.strip()]
rows = [('realistic_reply',) + tuple(l.split('|', 1)) for l in lines('real.txt')] + [tuple(l.split('|', 2)) for l in lines('tags.txt')]
HEDGE = r'(?i)\b(maybe|perhaps|probably|possibly|might|guess|think|rumou?r|heard|said|says|used to|was|were|will|would|if|unless|hope|wish|once|plan|next year|or)\b'
UNIT = re.compile(r'\{(A2|A|B2|B|C2|C3|C)\}')
flags = 0
for tag, m, t in rows:
    slots = set(UNIT.findall(t))
    if m in 'LMT':
        need = {'L': 'C', 'M': 'B', 'T': 'A'}[m]
        bad = {'L': set(), 'M': {'C', 'C2', 'C3'}, 'T': {'B', 'B2', 'C', 'C2', 'C3'}}[m]
        if need not in slots or slots & bad or slots & {'A2', 'B2', 'C2', 'C3'}:
            print('slot problem', m, t); flags += 1
        if re.search(HEDGE, t):
            print('hedge word?', m, t); flags += 1
    elif m == 'X' and not slots:
        print('X without unit', t); flags += 1
    elif m == 'N' and slots:
        print('N with unit', t); flags += 1
c = Counter((tag, m) for tag, m, t in rows if tag != 'realistic_reply')
for tag in sorted({r[0] for r in rows} - {'realistic_reply'}):
    if [c[(tag, k)] for k in 'LMTXN'] != [4, 1, 1, 5, 1]:
        print('tag counts', tag, [c[(tag, k)] for k in 'LMTXN']); flags += 1
print('probes naming a unit:', sum(1 for t in lines('attacker.txt') if UNIT.search(t)))
print('flags', flags)
