import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'))); em = json.load(open(os.path.join(HERE, 'est_marks.json')))
MINS = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'cooper_stave', 'thatcher_reed', 'milliner_brim', 'wheelwright_spoke', 'glazier_leadlight',
         'orchardist_graft', 'cartographer_contour', 'mosaicist_tessera', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in C if r['construction'] == t]
    a = sum(cm[r['id']] == 'a' for r in rs); c = sum(com(r) for r in rs); ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MINS.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tc))
cadv = sorted(k for k, v in cm.items() if v == 'a'); eadv = sorted(k for k, v in em.items() if v == 'a')
adv = ', '.join(cadv) + '\n\n' + ', '.join(eadv)
head = 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(cadv), len(C), 100.0 * len(cadv) / len(C), len(eadv) // 2, len(eadv))
named = sum(1 for r in E if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in E if isinstance(r['label'], dict) and '?' in r['label'].values())
nul = sum(1 for r in E if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in E if r['label'] == 'unscored')
tc_ = Counter(r['construction'] for r in E)
ec = ('Counts: estimates: %d records (%d prior, %d current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: '
      % (len(E), sum(r['kind'] == 'prior' for r in E), sum(r['kind'] == 'current' for r in E), named, q, nul, uns)) + ', '.join('`%s` %d' % (t, n) for t, n in tc_.items()) + '.'
scen = ', '.join('`%s`' % s for s in json.load(open(os.path.join(OUT, 'ref', 'set51_scenarios.json'))))
t = open(os.path.join(HERE, 'readme51.md')).read()
for k, v in {'STEPS': open(os.path.join(HERE, 'steps.md')).read().strip(), 'TABLE': '\n'.join(rows), 'ADVHEAD': head, 'ADV': adv,
             'ECOUNTS': ec, 'SCEN': scen, 'REVIEW': open(os.path.join(HERE, 'review_log.md')).read().strip()}.items():
    t = t.replace('{{%s}}' % k, v)
assert '{{' not in t
open(os.path.join(OUT, 'README.md'), 'w').write(t)
print(head); print(ec)
