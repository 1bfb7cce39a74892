#!/usr/bin/env python3
"""Fill build/readme62.md with the counts, table and adversarial ids; write ../README.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
order = ['realistic_reply', 'herpetologist_vivarium', 'undertaker_hearse', 'ringmaster_bigtop', 'actuary_lifetable',
         'soundengineer_fader', 'signwriter_mahlstick', 'ventriloquist_dummy', 'scoutleader_woggle', 'attacker_probe']
mins = {t: 12 for t in order}
mins['realistic_reply'] = 151
mins['attacker_probe'] = 20
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']]['mark'] == 'a')
    c = sum(1 for r in rs if com(r))
    ta += a
    tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins[t], a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
cadv = sorted(r['id'] for r in claims if cm[r['id']]['mark'] == 'a')
eadv = sorted(r['id'] for r in ests if em[r['id']]['mark'] == 'a')
named = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
nq = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
nnull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
nuns = sum(1 for r in ests if r['label'] == 'unscored')
ec = Counter(r['construction'] for r in ests)
scen = json.load(open(os.path.join(ROOT, 'ref', 'set62_scenarios.json')))
s = open(os.path.join(HERE, 'readme62.md'), encoding='utf-8').read()
rep = {'@@TABLE@@': '\n'.join(rows), '@@ADV@@': ', '.join(cadv) + '\n\n' + ', '.join(eadv),
       '@@NADV@@': str(len(cadv)), '@@PADV@@': '%.1f' % (100.0 * len(cadv) / len(claims)),
       '@@NEADV@@': str(len(eadv) // 2), '@@NEADV2@@': str(len(eadv)),
       '@@NAMED@@': str(named), '@@NQ@@': str(nq), '@@NNULL@@': str(nnull), '@@NUNS@@': str(nuns),
       '@@ESTCOUNTS@@': ', '.join('`%s` %d' % (t, ec[t]) for t in sorted(ec)),
       '@@SCEN@@': ', '.join('`%s`' % x for x in scen)}
for k, v in rep.items():
    assert s.count(k) >= 1, k
    s = s.replace(k, v)
assert '@@' not in s
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written')
