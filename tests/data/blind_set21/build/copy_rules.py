#!/usr/bin/env python3
"""Copy set 20's rule sections word for word into rules20_claims.md and rules20_est.md (for this README)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
lines = open(os.path.join(HERE, '..', '..', 'blind_set20', 'README.md'), encoding='utf-8').read().split('\n')
i0 = lines.index('### mentions')
i1 = next(i for i, l in enumerate(lines) if l.startswith('### construction tags'))
j0 = next(i for i, l in enumerate(lines) if l.startswith('`label` is'))
j1 = next(i for i, l in enumerate(lines) if l.startswith('Construction tags: `dot_note`'))
open(os.path.join(HERE, 'rules20_claims.md'), 'w', encoding='utf-8').write('\n'.join(lines[i0:i1]).rstrip() + '\n')
open(os.path.join(HERE, 'rules20_est.md'), 'w', encoding='utf-8').write('\n'.join(lines[j0:j1]).rstrip() + '\n')
print('claims rules: lines %d-%d; estimate rules: lines %d-%d of set 20\'s README' % (i0 + 1, i1, j0 + 1, j1))
