#!/usr/bin/env python3
"""Fill build/readme58.md with the counts, the tag table, the adversarial ids and the scenario list."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'numismatist_coin', 'weightlifter_barbell', 'ironmonger_nails', 'aquarist_coral',
         'carpetfitter_underlay', 'skywriter_contrail', 'acupuncturist_needles', 'cyclist_peloton', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in cl if r['construction'] == t]
    a = sum(cm[r['id']]['mark'] == 'a' for r in rs); c = sum(com(r) for r in rs)
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(cl), ta, tc))
cadv = sorted(r['id'] for r in cl if cm[r['id']]['mark'] == 'a')
eadv = sorted(r['id'] for r in es if em[r['id']]['mark'] == 'a')
ec = Counter(r['construction'] for r in es)
s = open(os.path.join(HERE, 'readme58.md'), encoding='utf-8').read()
s = s.replace('{{TABLE}}', '\n'.join(rows))
s = s.replace('{{NADV}}', str(len(cadv))).replace('{{PADV}}', '%.1f' % (100.0 * len(cadv) / len(cl)))
s = s.replace('{{ADV}}', ', '.join(cadv) + '\n\n' + ', '.join(eadv))
s = s.replace('{{SCEN}}', ', '.join('`%s`' % x for x in json.load(open(os.path.join(ROOT, 'ref', 'set58_scenarios.json')))))
s = s.replace('{{ESTCOUNTS}}', ', '.join('`%s` %d' % (t, ec[t]) for t in sorted(ec)))
assert '{{' not in s
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README.md written', len(cadv), len(eadv))
