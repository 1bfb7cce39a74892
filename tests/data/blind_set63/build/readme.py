#!/usr/bin/env python3
"""Fills build/readme63.md with the counts and ids from the data files and writes ../README.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
C = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
com = lambda r: any(v is not None for v in r['belief'].values())
order = ['realistic_reply', 'dietitian_mealplan', 'negotiator_hotline', 'yogateacher_mat', 'proofreader_redpen',
         'archivist_accession', 'bailiff_writ', 'trafficwarden_meter', 'midwife_birthpool', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
rows = []
for t in order:
    rs = [r for r in C if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(cm[r['id']]['mark'] == 'a' for r in rs), sum(com(r) for r in rs)))
adv = sorted(r['id'] for r in C if cm[r['id']]['mark'] == 'a')
eadv = sorted(r['id'] for r in E if em[r['id']]['mark'] == 'a')
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), len(adv), sum(com(r) for r in C)))
lab = [r['label'] for r in E]
named = sum(1 for l in lab if l != 'unscored' and any(v not in (None, '?') for v in l.values()))
nq = sum(1 for l in lab if l != 'unscored' and '?' in l.values())
nnull = sum(1 for l in lab if l != 'unscored' and all(v is None for v in l.values()))
nuns = sum(1 for l in lab if l == 'unscored')
et = Counter(r['construction'] for r in E)
s = open(os.path.join(HERE, 'readme63.md'), encoding='utf-8').read()
rep = {'{{TABLE}}': '\n'.join(rows), '{{ADV}}': ', '.join(adv), '{{EADV}}': ', '.join(eadv),
       '{{NADV}}': str(len(adv)), '{{PADV}}': '%.1f' % (100.0 * len(adv) / len(C)),
       '{{NEADVN}}': str(len({r['text'] for r in E if r['id'] in eadv})), '{{NEADV}}': str(len(eadv)),
       '{{NAMED}}': str(named), '{{NQ}}': str(nq), '{{NNULL}}': str(nnull), '{{NUNS}}': str(nuns),
       '{{ETAGS}}': ', '.join('`%s` %d' % (t, et[t]) for t in sorted(et)),
       '{{SCEN}}': ', '.join('`%s`' % x for x in json.load(open(os.path.join(ROOT, 'ref', 'set63_scenarios.json'))))}
for k, v in rep.items():
    assert s.count(k) == 1, k
    s = s.replace(k, v)
assert '{{' not in s
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README.md written')
