#!/usr/bin/env python3
"""Write ../README.md from readme54.md, steps.md, review_log.md and the built files (counts, table, ids)."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cl = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
ORDER = ['realistic_reply', 'turfcutter_slane', 'miller_quern', 'dowser_twig', 'salter_brine',
         'welldigger_windlass', 'pedlar_tray', 'taxidermist_plinth', 'ratcatcher_ferret', 'attacker_probe']
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in ORDER:
    rs = [r for r in cl if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']]['mark'] == 'a')
    c = sum(1 for r in rs if com(r))
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(cl), ta, tc))
cadv = sorted(r['id'] for r in cl if cm[r['id']]['mark'] == 'a')
eadv = sorted(r['id'] for r in es if em[r['id']]['mark'] == 'a')
named = q = null = uns = 0
for r in es:
    l = r['label']
    if l == 'unscored':
        uns += 1
        continue
    v = list(l.values())
    if all(x is None for x in v):
        null += 1
    else:
        named += 1
        q += '?' in v
ect = Counter(r['construction'] for r in es)
sub = {
    '{TABLE}': '\n'.join(rows),
    '{CADV}': ', '.join(cadv), '{EADV}': ', '.join(eadv),
    '{NCADV}': str(len(cadv)), '{PCADV}': '%.1f' % (100.0 * len(cadv) / len(cl)),
    '{NEADVN}': str(len(eadv) // 2), '{NEADV}': str(len(eadv)),
    '{ECOUNTS}': 'estimates: %d records (%d prior, %d current); %d hold a named value (%d of them with a `?` below it), %d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: %s.' % (
        len(es), sum(r['kind'] == 'prior' for r in es), sum(r['kind'] == 'current' for r in es), named, q, null, uns,
        ', '.join('`%s` %d' % (t, n) for t, n in sorted(ect.items()))),
    '{STEPS}': open(os.path.join(HERE, 'steps.md')).read().strip(),
    '{REVIEW}': open(os.path.join(HERE, 'review_log.md')).read().strip(),
}
s = open(os.path.join(HERE, 'readme54.md')).read()
for k, v in sub.items():
    assert k in s, k
    s = s.replace(k, v)
for k in sub:
    assert k not in s, k
open(os.path.join(ROOT, 'README.md'), 'w').write(s)
print('README.md written:', len(s), 'characters; adversarial', len(cadv), 'claims,', len(eadv), 'estimate records')
