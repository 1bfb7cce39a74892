"""Copy set 22's rule sections word for word (claims: '### mentions' up to '### construction tags';
estimates: the '`label` is' paragraph up to 'Construction tags:') into rules22_claims.md / rules22_est.md."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', '..', 'blind_set22', 'README.md')
lines = open(SRC, encoding='utf-8').read().split('\n')
a = lines.index('### mentions')
b = next(i for i, l in enumerate(lines) if l.startswith('### construction tags'))
c = next(i for i, l in enumerate(lines) if l.startswith('`label` is `"unscored"`'))
d = next(i for i, l in enumerate(lines) if l.startswith('Construction tags: `'))
cl = '\n'.join(lines[a:b]).rstrip() + '\n'
es = '\n'.join(lines[c:d]).rstrip() + '\n'
row = re.compile(r'^\|\s*`?([a-z_]+)`?\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$', re.M)
for name, t in (('rules22_claims.md', cl), ('rules22_est.md', es)):
    assert not row.search(t) and 'adversarial-start' not in t and '**total**' not in t, name
    open(os.path.join(HERE, name), 'w', encoding='utf-8').write(t)
    print(name, len(t), 'chars')
