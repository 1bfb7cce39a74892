#!/usr/bin/env python3
"""Fill build/readme61.md with the counts, the tag table and the adversarial ids; write ../README.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
C = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
com = lambda r: any(v is not None for v in r['belief'].values())
mins = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'quilter_patchwork', 'trucker_tachograph', 'veterinarian_stethoscope', 'courier_satchel',
         'jeweller_loupe', 'cellist_endpin', 'quarryman_blasting', 'boxer_gumshield', 'attacker_probe']
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in C if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(cm[r['id']] == 'a' for r in rs),
                                               sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), sum(v == 'a' for v in cm.values()), sum(com(r) for r in C)))
cadv = sorted(k for k, v in cm.items() if v == 'a')
eadv = sorted(k for k, v in em.items() if v == 'a')
lab = [r['label'] for r in E]
named = sum(1 for l in lab if l != 'unscored' and any(v not in (None, '?') for v in l.values()))
nq = sum(1 for l in lab if l != 'unscored' and '?' in l.values())
nnull = sum(1 for l in lab if l != 'unscored' and all(v is None for v in l.values()))
nuns = sum(1 for l in lab if l == 'unscored')
et = Counter(r['construction'] for r in E)
s = open(os.path.join(HERE, 'readme61.md'), encoding='utf-8').read()
rep = {'@@SCENARIOS@@': ', '.join('`%s`' % x for x in json.load(open(os.path.join(ROOT, 'ref', 'set61_scenarios.json')))),
       '@@TABLE@@': '\n'.join(rows), '@@NADV@@': str(len(cadv)), '@@PADV@@': '%.1f' % (100.0 * len(cadv) / len(C)),
       '@@NEADV@@': str(len({r['text'] for r in E if r['id'] in set(eadv)})), '@@NEREC@@': str(len(eadv)),
       '@@CADV@@': ', '.join(cadv), '@@EADV@@': ', '.join(eadv), '@@NAMED@@': str(named), '@@NQ@@': str(nq),
       '@@NNULL@@': str(nnull), '@@NUNS@@': str(nuns),
       '@@ETAGS@@': ', '.join('`%s` %d' % (t, et[t]) for t in sorted(et))}
for k, v in rep.items():
    assert s.count(k) == 1, k
    s = s.replace(k, v)
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README.md written')
