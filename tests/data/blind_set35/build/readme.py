#!/usr/bin/env python3
"""Assembles ../README.md from readme35.md and the built files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
adv = json.load(open(os.path.join(HERE, 'adversarial.json')))
ch = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
ORDER = ['realistic_reply', 'sermon', 'captains_log', 'tarot_reading', 'cliffhanger', 'socratic_questioning',
         'hyperbaton', 'periphrasis', 'morse_code', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
advs = set(adv)
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in ORDER:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in advs for r in rs),
                                                 sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(advs), sum(com(r) for r in claims)))
held = sum(1 for e in ests if isinstance(e['label'], dict) and any(v not in (None, '?') for v in e['label'].values()))
allnull = sum(1 for e in ests if isinstance(e['label'], dict) and all(v is None for v in e['label'].values()))
q = sum(1 for e in ests if isinstance(e['label'], dict) and '?' in e['label'].values())
uns = sum(1 for e in ests if e['label'] == 'unscored')
kinds = Counter(e['kind'] for e in ests)
ct = Counter(e['construction'] for e in ests)
estc = ('estimates: %d records (%d prior, %d current); %s; %d hold a named value, %d are all-null, %d carry a `?`, '
        '%d are `unscored`; all %d note texts are labelled for both kinds. Tag counts: %s.') % (
    len(ests), kinds['prior'], kinds['current'], ', '.join('`%s` %d' % (t, ct[t]) for t in sorted(ct)),
    held, allnull, q, uns, len(ests) // 2, ', '.join('`%s` %d' % (t, ct[t]) for t in sorted(ct)))
uni = []
for c in ch['chosen']:
    sc = c['scenario']
    others = [x for x in c['records_with_this_tree'] if x != sc]
    uni.append('- `%s` (set 30\'s `%s`; tree shared with %s): levels %s; target first name %s' % (
        sc, c['set30_id'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % k for k in U[sc]['universe']),
        U[sc]['name']))
txt = open(os.path.join(HERE, 'readme35.md'), encoding='utf-8').read()
txt = (txt.replace('{TABLE}', '\n'.join(rows))
          .replace('{ADVN}', '%d of %d = %.1f%%' % (len(advs), len(claims), 100.0 * len(advs) / len(claims)))
          .replace('{ADV}', ', '.join(sorted(advs)))
          .replace('{ESTC}', estc)
          .replace('{UNI}', '\n'.join(uni))
          .replace('{NREAL}', str(sum(r['construction'] == 'realistic_reply' for r in claims))))
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README.md written')
