#!/usr/bin/env python3
"""Assembles README.md from /tmp/blind114/readme_{head,body,tail}.md, the tag table and the adversarial ids
(computed from claims.jsonl, estimates.jsonl and build/marks.json)."""
import json, os
from collections import Counter
B = os.path.dirname(os.path.abspath(__file__)); HERE = os.path.dirname(B)
M = json.load(open(os.path.join(B, 'marks.json')))
cl = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
order = ['realistic_reply', 'botero_boteria', 'gadulkar_gadulka', 'guacharaquero_guacharaca', 'erkenchero_erkencho',
         'hulusist_hulusi', 'geganter_gegant', 'adufeira_adufe', 'palankari_palanka', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
n = Counter(r['construction'] for r in cl)
adv = Counter(r['construction'] for r in cl if M[r['id']]['mark'] == 'ADV')
com = Counter(r['construction'] for r in cl if any(r['belief'].values()))
assert set(n) == set(order)
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
for t in order:
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, n[t], mins.get(t, 12), adv[t], com[t]))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(cl), sum(adv.values()), sum(com.values())))
advids = [r['id'] for r in cl if M[r['id']]['mark'] == 'ADV']
eadv = [r['id'] for r in es if M[r['id']]['adv']]
rr = n['realistic_reply']
tbl = ('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n\n'
       + '\n'.join(rows) + '\n\nMix: of the %d realistic replies, %d adversarial (%.1f%%) and %d committing (%.1f%%).\n\n'
       % (rr, adv['realistic_reply'], 100.0 * adv['realistic_reply'] / rr, com['realistic_reply'], 100.0 * com['realistic_reply'] / rr)
       + '### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records)\n\n'
       % (len(advids), len(cl), 100.0 * len(advids) / len(cl), len(eadv) // 2, len(eadv))
       + '<!-- adversarial-start -->\n' + ', '.join(advids) + '\n\nEstimates (both records of each adversarial note): '
       + ', '.join(eadv) + '\n<!-- adversarial-end -->\n\n')
T = '/tmp/blind114/'
txt = open(T + 'readme_head.md').read().rstrip('\n') + '\n\n' + open(T + 'readme_body.md').read().rstrip('\n') + '\n\n' + tbl + open(T + 'readme_tail.md').read()
open(os.path.join(HERE, 'README.md'), 'w').write(txt)
print('README.md', len(txt), 'characters')
