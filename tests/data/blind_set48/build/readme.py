import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json'))); em = json.load(open(os.path.join(HERE, 'est_marks.json')))
adv = sorted(k for k, v in cm.items() if v == 'a'); eadv = sorted(k for k, v in em.items() if v == 'a')
order = ['realistic_reply', 'bookbinder_stitch', 'falconer_mews', 'cobbler_last', 'perfumer_vial', 'stonemason_chisel',
         'calligrapher_brush', 'chimney_sweep', 'bellringer_peal', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv); c = sum(1 for r in rs if com(r)); ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
lab = Counter()
for r in ests:
    l = r['label']
    lab['unscored' if l == 'unscored' else 'null' if all(v is None for v in l.values()) else 'held']+= 1
q = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
nadv = len({r['text'] for r in ests if r['id'] in eadv})
ect = Counter(r['construction'] for r in ests)
t = open(os.path.join(HERE, 'readme48.md')).read()
t = t.replace('@STEPS@', open(os.path.join(HERE, 'steps.md')).read().strip())
t = t.replace('@REVIEW@', open(os.path.join(HERE, 'review_log.md')).read().strip())
t = t.replace('@TABLE@', '\n'.join(rows))
t = t.replace('@ADVHEAD@', 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(adv), len(claims), 100.0 * len(adv) / len(claims), nadv, len(eadv)))
t = t.replace('@ADV@', ', '.join(adv) + '\n\n' + ', '.join(eadv))
t = t.replace('@ECOUNTS@', '%d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`' % (lab['held'], q, lab['null'], lab['unscored']))
t = t.replace('@ETAGS@', ', '.join('`%s` %d' % (k, ect[k]) for k in ['comparative_degree', 'missing_pieces', 'appositive_glosses', 'gains_and_losses', 'candid_disclosure', 'motive_inference']))
open(os.path.join(OUT, 'README.md'), 'w').write(t)
print('README written')
