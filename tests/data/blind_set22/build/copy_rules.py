#!/usr/bin/env python3
"""Copies set 21's rule sections word for word from set 21's README (a permitted file) into
rules21_claims.md (from '### mentions' to the end of 'How set 21's constructions were decided') and
rules21_est.md (from the '`label` is' paragraph to the end of 'How set 21's new note forms were decided')."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = '/work/wt/blind21/tests/data/blind_set21/README.md'
lines = open(SRC, encoding='utf-8').read().split('\n')
a = next(i for i, l in enumerate(lines) if l.startswith('### mentions'))
b = next(i for i, l in enumerate(lines) if l.startswith('### construction tags'))
c = next(i for i, l in enumerate(lines) if l.startswith('`label` is'))
d = next(i for i, l in enumerate(lines) if l.startswith('Construction tags: `org_note`'))
open(os.path.join(HERE, 'rules21_claims.md'), 'w', encoding='utf-8').write('\n'.join(lines[a:b]).rstrip() + '\n')
open(os.path.join(HERE, 'rules21_est.md'), 'w', encoding='utf-8').write('\n'.join(lines[c:d]).rstrip() + '\n')
print('claims rules: lines %d-%d, estimate conventions: lines %d-%d of set 21\'s README' % (a + 1, b, c + 1, d))
