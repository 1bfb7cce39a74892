import json, os
from collections import Counter
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
cl = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
adv = json.load(open(os.path.join(B, 'adversarial.json')))
com = lambda r: any(v is not None for v in r['belief'].values())
order = ['realistic_reply', 'chess_notation', 'bingo_call', 'magic_trick', 'dream_recount', 'text_adventure',
         'tabloid_headline', 'polyptoton', 'anadiplosis', 'attacker_probe']
mins = {t: 12 for t in order}; mins['realistic_reply'] = 151; mins['attacker_probe'] = 20
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
A = set(adv)
for t in order:
    rs = [r for r in cl if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins[t], sum(r['id'] in A for r in rs), sum(map(com, rs))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(cl), len(A), sum(map(com, cl))))
et = Counter(r['construction'] for r in es)
lab = [r['label'] for r in es]
held = sum(1 for l in lab if isinstance(l, dict) and any(v not in (None, '?') for v in l.values()))
alln = sum(1 for l in lab if isinstance(l, dict) and all(v is None for v in l.values()))
q = sum(1 for l in lab if isinstance(l, dict) and '?' in l.values())
un = lab.count('unscored')
t = open(os.path.join(B, 'readme36.md')).read()
t = t.replace('@TABLE@', '\n'.join(rows)).replace('@ADV@', ', '.join(adv)).replace('@NADV@', '%d of %d = %.1f%%' % (len(A), len(cl), 100.0 * len(A) / len(cl)))
t = t.replace('@ECOUNTS@', 'estimates: %d records (%d prior, %d current); `go_note` %d, `haskell_note` %d; %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all 40 note texts are labelled for both kinds. Tag counts: `go_note` %d, `haskell_note` %d.' % (
    len(es), sum(r['kind'] == 'prior' for r in es), sum(r['kind'] == 'current' for r in es), et['go_note'], et['haskell_note'], held, alln, q, un, et['go_note'], et['haskell_note']))
open(os.path.join(H, 'README.md'), 'w').write(t)
