#!/usr/bin/env python3
"""Copies set 24's rule sections word for word from ../../blind_set24/README.md:
'## 1. claims.jsonl' up to its tag table -> rules24_claims.md, '## 2. estimates.jsonl' up to '## 3.' -> rules24_est.md."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
t = open(os.path.join(HERE, '..', '..', 'blind_set24', 'README.md'), encoding='utf-8').read()
a = t.index('## 1. claims.jsonl'); b = t.index('### construction tags', a)
c = t.index('## 2. estimates.jsonl'); d = t.index('## 3. ', c)
open(os.path.join(HERE, 'rules24_claims.md'), 'w', encoding='utf-8').write(
    '<!-- copied word for word from tests/data/blind_set24/README.md by build/copy_rules.py -->\n\n' + t[a:b])
open(os.path.join(HERE, 'rules24_est.md'), 'w', encoding='utf-8').write(
    '<!-- copied word for word from tests/data/blind_set24/README.md by build/copy_rules.py -->\n\n' + t[c:d])
print('copied', b - a, 'and', d - c, 'characters')
