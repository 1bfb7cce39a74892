#!/usr/bin/env python3
"""Write ../README.md from readme55.md, steps.md, review_log.md and the built files (counts, ids, table)."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
ORDER = ['realistic_reply', 'knockerupper_pole', 'pinsetter_alley', 'cigarroller_wrapper', 'snakecharmer_pungi',
         'mahout_howdah', 'barber_strop', 'laundress_mangle', 'switchboard_operator', 'attacker_probe']
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
commit = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tk = 0
for t in ORDER:
    rs = [r for r in C if r['construction'] == t]
    a = sum(1 for r in rs if cm[r['id']]['mark'] == 'a')
    k = sum(1 for r in rs if commit(r))
    ta += a
    tk += k
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, k))
assert sum(1 for r in C) == sum(1 for r in C if r['construction'] in ORDER)
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), ta, tk))
adv = [r['id'] for r in C if cm[r['id']]['mark'] == 'a']
eadv = [r['id'] for r in E if em[r['id']]['mark'] == 'a']
n = Counter()
for r in E:
    l = r['label']
    if l == 'unscored':
        n['u'] += 1
    elif all(v is None for v in l.values()):
        n['null'] += 1
    else:
        n['named'] += 1
        n['q'] += '?' in l.values()
et = Counter(r['construction'] for r in E)
scen = json.load(open(os.path.join(OUT, 'ref', 'set55_scenarios.json')))
s = open(os.path.join(HERE, 'readme55.md'), encoding='utf-8').read()
rep = {
    '@@STEPS@@': open(os.path.join(HERE, 'steps.md'), encoding='utf-8').read().strip(),
    '@@REVIEW@@': open(os.path.join(HERE, 'review_log.md'), encoding='utf-8').read().strip(),
    '@@TABLE@@': '\n'.join(rows),
    '@@NADV@@': str(len(adv)), '@@PADV@@': '%.1f' % (100.0 * len(adv) / len(C)),
    '@@NEADV@@': str(len(eadv) // 2), '@@NEADVR@@': str(len(eadv)),
    '@@ADV@@': ', '.join(adv), '@@EADV@@': ', '.join(eadv),
    '@@SCEN@@': ', '.join('`%s`' % x for x in scen),
    '@@ENAMED@@': str(n['named']), '@@EQ@@': str(n['q']), '@@ENULL@@': str(n['null']), '@@EU@@': str(n['u']),
    '@@ETAGS@@': ', '.join('`%s` %d' % (t, et[t]) for t in sorted(et)),
}
for k, v in rep.items():
    assert s.count(k) == 1, k
    s = s.replace(k, v)
assert '@@' not in s
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README.md written:', len(adv), 'adversarial claims,', len(eadv), 'adversarial estimate records')
