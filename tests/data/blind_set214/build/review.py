"""Review flags: hedge, hearsay, past, future, plan or condition words in committing templates; committed slot present
and no lower slot in middle/top ones; a unit slot in adversarial ones and none in null ones; probes naming a unit (12);
each note naming its style word and no other; decoy/C3, trial balloon and slipped only in their notes; unscored codes
matched by 'cannot be read'."""
import re
B = __file__.rsplit('/', 1)[0] + '/'
HEDGE = r"\b(maybe|perhaps|possibly|probably|think|guess|reckon|heard|told me|apparently|rumour|used to|will|would|might|could|should|if|unless|supposedly|believe|seem|once|hope|expect|said|says|was|were|plan)\b"
rows = [('real',) + tuple(l.rstrip('\n').split('|')) for l in open(B + 'real.txt') if l.strip()]
rows += [tuple(l.rstrip('\n').split('|')) for l in open(B + 'tags.txt') if l.strip()]
f = 0
for tag, m, t in rows:
    sl = re.findall(r'\{(\w+)\}', t); units = [s for s in sl if s[0] in 'ABC']
    if m in 'LMT':
        if re.search(HEDGE, t, re.I): print('hedge', t); f += 1
        need = {'L': 'C', 'M': 'B', 'T': 'A'}[m]
        if need not in sl: print('slot', t); f += 1
        low = {'L': [], 'M': ['C', 'C2', 'C3'], 'T': ['B', 'B2', 'C', 'C2', 'C3']}[m]
        if any(s in low for s in sl): print('lower', t); f += 1
    if m == 'X' and not units: print('adv no unit', t); f += 1
    if m == 'Z' and units: print('null unit', t); f += 1
pr = [l for l in open(B + 'attacker.txt') if l.strip()]
print('probes naming a unit:', sum(1 for l in pr if re.search(r'\{[ABC]\d?\}', l)))
STY = ['cliffjump', 'downclimb', 'swimout', 'tyrolean', 'keeperhole', 'siphon']
for l in open(B + 'notes.txt'):
    st, adv, p, c, t = l.rstrip('\n').split('|')
    for s in STY:
        if (s == st) != bool(re.search(r'(?i)\b%s\b' % s, t)): print('style', st, s, t[:60]); f += 1
    if ('{C3}' in t or 'decoy' in t) != (adv == 'decoy'): print('decoy', t[:60]); f += 1
    if ('trial balloon' in t) != (adv == 'balloon'): print('balloon', t[:60]); f += 1
    if ('slipped' in t) != (adv == 'slip'): print('slip', t[:60]); f += 1
    if ('U' in (p, c)) != ('cannot be read' in t): print('unscored', t[:60]); f += 1
print(f, 'flags')
