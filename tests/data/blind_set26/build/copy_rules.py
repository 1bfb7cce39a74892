#!/usr/bin/env python3
"""Copies set 25's rule sections word for word from ../../blind_set25/README.md:
'## 1. claims.jsonl' up to its tag table -> rules25_claims.md; '## 2. estimates.jsonl' up to '## 3.' -> rules25_est.md."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
s = open(os.path.join(HERE, '..', '..', 'blind_set25', 'README.md'), encoding='utf-8').read()
a = s.index('## 1. claims.jsonl'); b = s.index('### construction tags', a)
open(os.path.join(HERE, 'rules25_claims.md'), 'w', encoding='utf-8').write(s[a:b].rstrip() + '\n')
a = s.index('## 2. estimates.jsonl'); b = s.index('## 3.', a)
open(os.path.join(HERE, 'rules25_est.md'), 'w', encoding='utf-8').write(s[a:b].rstrip() + '\n')
print('copied')
