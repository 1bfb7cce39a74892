import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
marks = {m['id']: m for m in json.load(open(os.path.join(HERE, 'marks.json')))}
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'szewc_szydlo', 'rymarz_rzemien', 'slusarz_zamek', 'piekarz_zaczyn', 'powroznik_sznur',
         'zlotnik_tygiel', 'zegarmistrz_wahadlo', 'szklarz_szyba', 'attacker_probe']
adv = [r['id'] for r in claims if marks[r['id']]['mark'] == 'adv']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(1 for r in rs if r['id'] in adv), sum(1 for r in rs if com(r))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(1 for r in claims if com(r))))
eadv = [r['id'] for r in ests if marks[r['id']]['adv']]
ec = Counter(r['construction'] for r in ests)
scen = json.load(open(os.path.join(ROOT, 'ref', 'set147_scenarios.json')))
s = open(os.path.join(HERE, 'README.in')).read()
for k, v in (('{{TABLE}}', '\n'.join(rows)), ('{{ADV}}', ', '.join(adv)), ('{{EADV}}', ', '.join(eadv)),
             ('{{NADV}}', str(len(adv))), ('{{PADV}}', '%.1f' % (100.0 * len(adv) / len(claims))),
             ('{{ESTCOUNTS}}', ', '.join('`%s` %d' % (t, ec[t]) for t in ['foreshock', 'subduction', 'seiche', 'tsunami', 'isostasy', 'microseism'])),
             ('{{SCEN}}', ', '.join('`%s`' % x for x in scen))):
    assert s.count(k) == 1, k
    s = s.replace(k, v)
open(os.path.join(ROOT, 'README.md'), 'w').write(s)
print('README.md written', len(adv), len(eadv))
