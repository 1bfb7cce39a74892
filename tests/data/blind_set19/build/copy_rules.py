"""Copy set 18's rule sections word for word (claims: '### mentions' up to the tag table; estimates:
the conventions up to set 18's construction-tag line) into rules18_claims.md and rules18_est.md."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
lines = open(os.path.join(HERE, '..', '..', 'blind_set18', 'README.md'), encoding='utf-8').read().split('\n')
a = lines.index('### mentions')
b = next(i for i, l in enumerate(lines) if l.startswith('### construction tags'))
c = next(i for i, l in enumerate(lines) if l.startswith("Conventions used (set 7's"))
d = next(i for i, l in enumerate(lines) if l.startswith('Construction tags: '))
open(os.path.join(HERE, 'rules18_claims.md'), 'w', encoding='utf-8').write('\n'.join(lines[a:b]).rstrip('\n') + '\n')
open(os.path.join(HERE, 'rules18_est.md'), 'w', encoding='utf-8').write('\n'.join(lines[c:d]).rstrip('\n') + '\n')
print('claims rules: lines %d-%d; estimate conventions: lines %d-%d' % (a + 1, b, c + 1, d))
