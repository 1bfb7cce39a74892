import json, re
from collections import Counter
cl = [json.loads(l) for l in open('claims.jsonl')]
es = [json.loads(l) for l in open('estimates.jsonl')]
cm = json.load(open('build/claim_marks.json')); em = json.load(open('build/est_marks.json'))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'lacemaker_bobbin', 'lapidary_facet', 'gilder_leaf', 'sailmaker_canvas', 'cordwainer_welt',
         'engraver_burin', 'marquetry_inlay', 'coppersmith_rivet', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
T = [0, 0, 0]
for t in order:
    rs = [r for r in cl if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']] == 'a'); c = sum(1 for r in rs if com(r))
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c)); T[0] += len(rs); T[1] += a; T[2] += c
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(T))
cadv = sorted(k for k, v in cm.items() if v == 'a'); eadv = sorted(k for k, v in em.items() if v == 'a')
nt = len({r['text'] for r in es if r['id'] in eadv})
head = 'claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(cadv), 100 * len(cadv) / 300, nt, len(eadv))
isd = lambda l: isinstance(l, dict)
named = sum(1 for r in es if isd(r['label']) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in es if isd(r['label']) and '?' in r['label'].values())
nul = sum(1 for r in es if isd(r['label']) and all(v is None for v in r['label'].values()))
un = sum(1 for r in es if r['label'] == 'unscored')
ec = Counter(r['construction'] for r in es)
ecounts = 'Counts: estimates: 120 records (60 prior, 60 current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: %s.' % (
    named, q, nul, un, ', '.join('`%s` %d' % kv for kv in ec.items()))
s = open('build/readme53.md').read()
s = s.replace('{STEPS}', open('build/steps.md').read().strip()).replace('{TABLE}', '\n'.join(rows))
s = s.replace('{ADVHEAD}', head).replace('{ADV}', ', '.join(cadv) + '\n\n' + ', '.join(eadv)).replace('{ECOUNTS}', ecounts)
s = s.replace('{CHOSEN}', ', '.join('`%s`' % x for x in json.load(open('ref/set53_scenarios.json'))))
s = s.replace('{REVIEW}', open('build/review_log.md').read().strip())
open('README.md', 'w').write(s)
