#!/usr/bin/env python3
"""Assembles ../README.md from readme57.md, steps.md, review_log.md and the data files' counts."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'foley_coconut', 'pyrotechnician_shell', 'vexillologist_flag', 'fencingmaster_foil',
         'miniaturist_dollhouse', 'chocolatier_praline', 'speleologist_headlamp', 'genealogist_pedigree', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in C if r['construction'] == t]
    a = sum(cm[r['id']]['mark'] == 'a' for r in rs)
    c = sum(com(r) for r in rs)
    ta += a
    tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tc))
adv = sorted(k for k, v in cm.items() if v['mark'] == 'a')
eadv = []
for k, v in sorted(em.items()):
    if v['mark'] == 'a':
        n = int(k[2:])
        eadv += ['e-%03d' % n, 'e-%03d' % (n + 1)]
named = sum(1 for r in E if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
q = sum(1 for r in E if isinstance(r['label'], dict) and '?' in r['label'].values())
alln = sum(1 for r in E if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
uns = sum(1 for r in E if r['label'] == 'unscored')
styles = ['reflexives', 'reciprocals', 'partitives', 'delexicals', 'consecutives', 'double_genitives']
estc = ', '.join('`%s` %d' % (s, sum(1 for r in E if r['construction'] == s)) for s in sorted(styles))
scen = json.load(open(os.path.join(OUT, 'ref', 'set57_scenarios.json')))
s = open(os.path.join(HERE, 'readme57.md')).read()
rep = {'{{STEPS}}': open(os.path.join(HERE, 'steps.md')).read().strip(),
       '{{REVIEW}}': open(os.path.join(HERE, 'review_log.md')).read().strip(),
       '{{TABLE}}': '\n'.join(rows), '{{ADV}}': ', '.join(adv), '{{EADV}}': ', '.join(eadv),
       '{{ADVN}}': str(len(adv)), '{{ADVP}}': '%.1f' % (100.0 * len(adv) / len(C)),
       '{{EADVN}}': str(len(eadv) // 2), '{{EADVR}}': str(len(eadv)),
       '{{NAMED}}': str(named), '{{Q}}': str(q), '{{ALLNULL}}': str(alln), '{{UNS}}': str(uns),
       '{{ESTCOUNTS}}': estc, '{{SCEN}}': ', '.join('`%s`' % x for x in scen)}
for k, v in rep.items():
    assert s.count(k) == 1, k
    s = s.replace(k, v)
assert '{{' not in s
open(os.path.join(OUT, 'README.md'), 'w').write(s)
print('README.md written:', len(s), 'characters')
