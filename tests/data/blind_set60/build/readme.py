#!/usr/bin/env python3
"""Fills build/readme60.md with the counts, the tag table and the adversarial ids; writes ../README.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'sprinter_blocks', 'welder_visor', 'stenographer_shorthand', 'roughneck_derrick',
         'skijumper_inrun', 'janitor_mop', 'ecologist_quadrat', 'baker_banneton', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in C if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']]['mark'] == 'a')
    c = sum(1 for r in rs if com(r))
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tc))
adv = sorted(k for k, v in cm.items() if v['mark'] == 'a')
eadv = sorted(k for k, v in em.items() if v['mark'] == 'a')
named = sum(1 for r in E if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in E if isinstance(r['label'], dict) and '?' in r['label'].values())
nul = sum(1 for r in E if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in E if r['label'] == 'unscored')
et = Counter(r['construction'] for r in E)
scen = json.load(open(os.path.join(OUT, 'ref', 'set60_scenarios.json')))
s = open(os.path.join(HERE, 'readme60.md'), encoding='utf-8').read()
for k, v in {'@@TABLE@@': '\n'.join(rows), '@@NADV@@': str(len(adv)), '@@PADV@@': '%.1f' % (100 * len(adv) / len(C)),
             '@@NEADV@@': str(len(eadv) // 2), '@@NEADVR@@': str(len(eadv)), '@@ADV@@': ', '.join(adv),
             '@@EADV@@': ', '.join(eadv), '@@NAMED@@': str(named), '@@Q@@': str(q), '@@NULL@@': str(nul),
             '@@UNS@@': str(uns), '@@ETAGS@@': ', '.join('`%s` %d' % (t, et[t]) for t in sorted(et)),
             '@@SCEN@@': ', '.join('`%s`' % x for x in scen)}.items():
    assert s.count(k) == 1, k
    s = s.replace(k, v)
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README.md written')
