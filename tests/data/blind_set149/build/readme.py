import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'nahkuri_nahka', 'tynnyrintekija_vanne', 'ruukuntekija_savi', 'sorvari_sorvi',
         'verkonkutoja_verkko', 'ompelija_neula', 'puuseppa_taltta', 'rautio_vasara', 'attacker_probe']
adv = [r['id'] for r in claims if M['claims'][r['id']]['mark'] == 'adv']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv); c = sum(1 for r in rs if com(r))
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
rr = [r for r in claims if r['construction'] == 'realistic_reply']
rra = sum(1 for r in rr if r['id'] in adv); rrc = sum(1 for r in rr if com(r))
eadv = [r['id'] for r in ests if M['estimates'][r['id']]['adv']]
named = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
nul = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in ests if r['label'] == 'unscored')
from collections import Counter
ec = Counter(r['construction'] for r in ests)
txt = open(os.path.join(HERE, 'README.in')).read()
txt = txt.replace('{{TABLE}}', '\n'.join(rows))
txt = txt.replace('{{RR}}', 'Of the %d realistic replies, %d adversarial (%.1f%%) and %d committing (%.1f%%).' % (
    len(rr), rra, 100.0 * rra / len(rr), rrc, 100.0 * rrc / len(rr)))
txt = txt.replace('{{ADVHEAD}}', 'claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (
    len(adv), len(claims), 100.0 * len(adv) / len(claims), len(eadv) // 2, len(eadv)))
txt = txt.replace('{{ADV}}', ', '.join(adv) + '\n\nEstimates (both records of each adversarial note): ' + ', '.join(eadv))
txt = txt.replace('{{ECOUNTS}}', 'Counts: estimates: %d records (%d prior, %d current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`. Tag counts: %s.' % (
    len(ests), sum(1 for r in ests if r['kind'] == 'prior'), sum(1 for r in ests if r['kind'] == 'current'), named, q, nul, uns,
    ', '.join('`%s` %d' % (t, ec[t]) for t in ['enfleurage', 'sillage', 'fixative', 'blotter', 'tenacity', 'vetiver'])))
assert '{{' not in txt
open(os.path.join(OUT, 'README.md'), 'w').write(txt)
print('README.md written', len(adv), len(eadv))
