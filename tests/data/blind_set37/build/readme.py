#!/usr/bin/env python3
"""Assembles ../README.md from readme37.md and the built files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
adv = json.load(open(os.path.join(HERE, 'adversarial.json')))
order = ['realistic_reply', 'stock_ticker', 'treasure_map', 'heist_plan', 'guided_meditation', 'trading_card',
         'epizeuxis', 'prosopopoeia', 'stand_up_bit', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv)
    c = sum(1 for r in rs if com(r))
    ta += a
    tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
kinds = Counter(r['kind'] for r in ests)
lab = lambda r: r['label']
named = sum(1 for r in ests if isinstance(lab(r), dict) and any(v not in (None, '?') for v in lab(r).values()))
allnull = sum(1 for r in ests if isinstance(lab(r), dict) and all(v is None for v in lab(r).values()))
q = sum(1 for r in ests if isinstance(lab(r), dict) and '?' in lab(r).values())
uns = sum(1 for r in ests if lab(r) == 'unscored')
tags = Counter(r['construction'] for r in ests)
ec = '%d records (%d prior, %d current); %s; %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all 40 note texts are labelled for both kinds' % (
    len(ests), kinds['prior'], kinds['current'], ', '.join('`%s` %d' % (t, n) for t, n in sorted(tags.items())), named, allnull, q, uns)
review = open(os.path.join(HERE, 'review_notes.md'), encoding='utf-8').read().strip() if os.path.exists(os.path.join(HERE, 'review_notes.md')) else 'Not yet done (draft).'
s = open(os.path.join(HERE, 'readme37.md'), encoding='utf-8').read()
s = s.replace('{TABLE}', '\n'.join(rows)).replace('{NADV}', str(len(adv))).replace('{PADV}', '%.1f' % (100.0 * len(adv) / len(claims)))
s = s.replace('{ADV}', ', '.join(sorted(adv))).replace('{ECOUNTS}', ec)
s = s.replace('{ETAGS}', ', '.join('`%s` %d' % (t, n) for t, n in sorted(tags.items()))).replace('{REVIEW}', review)
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written')
