#!/usr/bin/env python3
"""Copies set 26's rule sections word for word from ../../blind_set26/README.md:
claims (section 1 up to its tag table) into rules26_claims.md, estimates (section 2 up to its counts) into rules26_est.md."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
t = open(os.path.join(HERE, '..', '..', 'blind_set26', 'README.md'), encoding='utf-8').read()
a = t.index('## 1. claims.jsonl'); b = t.index('### construction tags', a)
open(os.path.join(HERE, 'rules26_claims.md'), 'w', encoding='utf-8').write(t[a:b].rstrip() + '\n')
a = t.index('## 2. estimates.jsonl'); b = t.index('Counts: estimates', a)
open(os.path.join(HERE, 'rules26_est.md'), 'w', encoding='utf-8').write(t[a:b].rstrip() + '\n')
print('copied', os.path.getsize(os.path.join(HERE, 'rules26_claims.md')), os.path.getsize(os.path.join(HERE, 'rules26_est.md')))
