# fills the tag table, the adversarial ids and the estimate counts into README.in and writes README.md
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
C = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
M = json.load(open(os.path.join(HERE, 'marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'takacs_vetelo', 'uveges_uveg', 'szijgyarto_szij', 'nyerges_nyereg', 'varga_sarok', 'szucs_szorme', 'rezmuves_reztal', 'toronyor_torony', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = []
for t in order:
    rs = [r for r in C if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(M[r['id']]['adversarial'] for r in rs), sum(com(r) for r in rs)))
advc = [r['id'] for r in C if M[r['id']]['adversarial']]
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), len(advc), sum(com(r) for r in C)))
adve = [r['id'] for r in E if M[r['id']]['adversarial']]
rr = [r for r in C if r['construction'] == 'realistic_reply']
ra = sum(M[r['id']]['adversarial'] for r in rr); rc = sum(com(r) for r in rr)
et = Counter(r['construction'] for r in E)
named = sum(1 for r in E if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in E if isinstance(r['label'], dict) and '?' in r['label'].values())
nul = sum(1 for r in E if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in E if r['label'] == 'unscored')
s = open(os.path.join(HERE, 'README.in')).read()
s = s.replace('@TABLE@', '\n'.join(rows))
s = s.replace('@RR@', 'Of the %d realistic replies, %d adversarial (%.1f%%) and %d committing (%.1f%%).' % (len(rr), ra, 100 * ra / len(rr), rc, 100 * rc / len(rr)))
s = s.replace('@ADVHEAD@', 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(advc), len(C), 100 * len(advc) / len(C), len(adve) // 2, len(adve)))
s = s.replace('@ADV@', ', '.join(advc) + '\n\nEstimates (both records of each adversarial note): ' + ', '.join(adve))
s = s.replace('@ECOUNTS@', 'Counts: estimates: %d records (60 prior, 60 current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`. Tag counts: %s.' % (len(E), named, q, nul, uns, ', '.join('`%s` %d' % (t, et[t]) for t in ['adsorption', 'penetration', 'uncoating', 'lysogeny', 'budding', 'transduction'])))
assert '@' not in s.replace('@@', '')
open(os.path.join(ROOT, 'README.md'), 'w').write(s)
print('README.md written')
