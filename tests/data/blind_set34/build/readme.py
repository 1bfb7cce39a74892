#!/usr/bin/env python3
"""Assembles README.md from readme34.md (hand-written prose) and the built files' counts."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
uni = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = ['realistic_reply', 'tongue_twister', 'sea_shanty', 'polysyndeton', 'oxymoron', 'apostrophe',
         'cover_letter', 'epigraph', 'ransom_note', 'attacker_probe']
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in ORDER:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in adv for r in rs), sum(map(com, rs))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(map(com, claims))))
advs = sorted(adv)
lab = [r['label'] for r in ests]
named = sum(1 for l in lab if isinstance(l, dict) and any(v not in (None, '?') for v in l.values()))
allnull = sum(1 for l in lab if isinstance(l, dict) and all(v is None for v in l.values()))
q = sum(1 for l in lab if isinstance(l, dict) and '?' in l.values())
uns = sum(1 for l in lab if l == 'unscored')
ec = Counter(r['construction'] for r in ests)
kinds = Counter(r['kind'] for r in ests)
est_counts = ('Counts: estimates: %d records (%d prior, %d current); `kdl_note` %d, `erlang_note` %d; %d hold a named value, '
              '%d are all-null, %d carry a `?`, %d are `unscored`; all 40 note texts are labelled for both kinds. '
              'Tag counts: `kdl_note` %d, `erlang_note` %d.' % (len(ests), kinds['prior'], kinds['current'], ec['kdl_note'],
              ec['erlang_note'], named, allnull, q, uns, ec['kdl_note'], ec['erlang_note']))
per = Counter(r['scenario'] for r in claims)
unis = []
for c in ch['chosen']:
    sc = c['scenario']
    others = [x for x in c['records_with_this_tree'] if x != sc]
    unis.append('- `%s` (set 29\'s `%s`; tree shared with %s): levels %s; target first name %s' % (
        sc, c['set29_id'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % k for k in uni[sc]['universe']),
        uni[sc]['name']))
txt = open(os.path.join(HERE, 'readme34.md'), encoding='utf-8').read()
txt = txt.replace('@TABLE@', '\n'.join(rows))
txt = txt.replace('@ADVHEAD@', '%d of %d = %.1f%%' % (len(adv), len(claims), 100.0 * len(adv) / len(claims)))
txt = txt.replace('@ADV@', ', '.join(advs))
txt = txt.replace('@EST@', est_counts)
txt = txt.replace('@UNI@', '\n'.join(unis))
txt = txt.replace('@NREAL@', str(sum(1 for r in claims if r['construction'] == 'realistic_reply')))
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README written;', len(adv), 'adversarial')
