#!/usr/bin/env python3
"""Copy set 19's rule sections word for word (claims: `### mentions` to the end of "How set 19's constructions
were decided"; estimates: the conventions to the end of "How set 19's new note forms were decided")."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
lines = open(os.path.join(HERE, '..', '..', 'blind_set19', 'README.md'), encoding='utf-8').read().split('\n')
i0 = lines.index('### mentions')
i1 = next(i for i, l in enumerate(lines) if l.startswith('### construction tags'))
j0 = next(i for i, l in enumerate(lines) if l.startswith("Conventions used (set 7's"))
j1 = next(i for i, l in enumerate(lines) if l.startswith('Construction tags:') and i > j0)
open(os.path.join(HERE, 'rules19_claims.md'), 'w', encoding='utf-8').write('\n'.join(lines[i0:i1]).rstrip('\n') + '\n')
open(os.path.join(HERE, 'rules19_est.md'), 'w', encoding='utf-8').write('\n'.join(lines[j0:j1]).rstrip('\n') + '\n')
print('claims rules: lines %d-%d; estimate conventions: lines %d-%d' % (i0 + 1, i1, j0 + 1, j1))
