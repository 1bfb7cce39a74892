#!/usr/bin/env python3
"""Copies set 23's rule sections word for word (from ../../blind_set23/README.md) into
rules23_claims.md (from '## 1. claims.jsonl' up to, not including, its construction-tag table) and
rules23_est.md (from '## 2. estimates.jsonl' up to, not including, '## 3. Universes used')."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, '..', '..', 'blind_set23', 'README.md'), encoding='utf-8').read()
a = src.index('## 1. claims.jsonl'); b = src.index('### construction tags', a)
c = src.index('## 2. estimates.jsonl'); d = src.index('## 3. Universes used', c)
hdr = '<!-- copied word for word from set 23\'s README.md by build/copy_rules.py -->\n\n'
open(os.path.join(HERE, 'rules23_claims.md'), 'w', encoding='utf-8').write(hdr + src[a:b])
open(os.path.join(HERE, 'rules23_est.md'), 'w', encoding='utf-8').write(hdr + src[c:d])
print(len(src[a:b]), len(src[c:d]))
