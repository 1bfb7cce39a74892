import json, os, re
from collections import Counter
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
cl = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(B, 'claim_marks.json'))); em = json.load(open(os.path.join(B, 'est_marks.json')))
mins = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'saddler_girth', 'apiarist_comb', 'fletcher_quiver', 'ropemaker_strand', 'typesetter_galley',
         'topiarist_shears', 'dyer_vat', 'upholsterer_tack', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in cl if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']] == 'a'); c = sum(1 for r in rs if com(r)); ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(cl), ta, tc))
cadv = sorted(k for k, v in cm.items() if v == 'a'); eadv = sorted(k for k, v in em.items() if v == 'a')
held = sum(1 for r in es if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in es if isinstance(r['label'], dict) and '?' in r['label'].values())
nul = sum(1 for r in es if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in es if r['label'] == 'unscored')
ec = Counter(r['construction'] for r in es)
t = open(os.path.join(B, 'readme52.md')).read()
t = t.replace('{STEPS}', open(os.path.join(B, 'steps.md')).read().strip())
t = t.replace('{REVIEW}', open(os.path.join(B, 'review_log.md')).read().strip())
t = t.replace('{TABLE}', '\n'.join(rows))
t = t.replace('{ADVHEAD}', 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(cadv), len(cl), 100.0 * len(cadv) / len(cl), len(eadv) // 2, len(eadv)))
t = t.replace('{ADV}', ', '.join(cadv) + '\n\n' + ', '.join(eadv))
t = t.replace('{ESTATS}', 'estimates: %d records (60 prior, 60 current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: %s.' % (len(es), held, q, nul, uns, ', '.join('`%s` %d' % kv for kv in ec.items())))
open(os.path.join(HERE, 'README.md'), 'w').write(t)
print('README written', len(cadv), len(eadv))
