#!/usr/bin/env python3
"""Fill build/readme56.md with the counts, tables and id lists computed from the data; write ../README.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
C = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
cm = json.load(open(os.path.join(HERE, 'claim_marks.json')))
em = json.load(open(os.path.join(HERE, 'est_marks.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
ORDER = ['realistic_reply', 'pawnbroker_pledge', 'apothecary_mortar', 'butcher_cleaver', 'optician_eyechart',
         'sericulturist_cocoon', 'lumberjack_axe', 'stevedore_hook', 'seismologist_seismograph', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows, tot_a, tot_c = [], 0, 0
for t in ORDER:
    rs = [r for r in C if r['construction'] == t]
    a = sum(cm[r['id']]['mark'] == 'a' for r in rs)
    c = sum(com(r) for r in rs)
    tot_a += a
    tot_c += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
assert sum(int(r.split('|')[2]) for r in rows) == len(C)
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), tot_a, tot_c))
advc = [r['id'] for r in C if cm[r['id']]['mark'] == 'a']
adve = [r['id'] for r in E if em[r['id']]['mark'] == 'a']
nadv = len({r['text'] for r in E if em[r['id']]['mark'] == 'a'})
head = '%d of %d = %.1f%%; estimates: %d of 60 notes, %d of 120 records' % (len(advc), len(C), 100.0 * len(advc) / len(C), nadv, len(adve))
lab = Counter()
for r in E:
    l = r['label']
    if l == 'unscored':
        lab['u'] += 1
    elif all(v is None for v in l.values()):
        lab['0'] += 1
    else:
        lab['n'] += 1
        lab['q'] += '?' in l.values()
tc = Counter(r['construction'] for r in E)
est = ('estimates: %d records (%d prior, %d current); %d hold a named value (%d of them with a `?` below it), '
       '%d are all-null, %d are `unscored`; all 60 note texts are labelled for both kinds. Tag counts: %s.' % (
       len(E), sum(r['kind'] == 'prior' for r in E), sum(r['kind'] == 'current' for r in E), lab['n'], lab['q'],
       lab['0'], lab['u'], ', '.join('`%s` %d' % (t, tc[t]) for t in sorted(tc))))
scen = ', '.join('`%s`' % s for s in json.load(open(os.path.join(ROOT, 'ref', 'set56_scenarios.json'))))
txt = open(os.path.join(HERE, 'readme56.md')).read()
for k, v in (('{{STEPS}}', open(os.path.join(HERE, 'steps.md')).read().strip()), ('{{TAGTABLE}}', '\n'.join(rows)),
             ('{{ADVHEAD}}', head), ('{{ADVC}}', ', '.join(advc)), ('{{ADVE}}', ', '.join(adve)),
             ('{{ESTCOUNTS}}', est), ('{{SCEN}}', scen),
             ('{{REVIEW}}', open(os.path.join(HERE, 'review_log.md')).read().strip())):
    assert txt.count(k) == 1, k
    txt = txt.replace(k, v)
assert '{{' not in txt
open(os.path.join(ROOT, 'README.md'), 'w').write(txt)
print('README.md written:', head)
