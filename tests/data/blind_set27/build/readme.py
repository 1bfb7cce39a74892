#!/usr/bin/env python3
"""Assembles ../README.md from readme27.md with the computed tag table, adversarial ids, estimate counts,
universes and doubtful items (doubts.json: template substring -> reason)."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json')))
adv = json.load(open(os.path.join(HERE, 'adversarial.json')))
advset = set(adv)
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
ORDER = ['realistic_reply', 'recipe_card', 'sports_commentary', 'advice_column', 'field_guide',
         'paralipsis', 'procatalepsis', 'strikethrough', 'quiz_show', 'attacker_probe']
commit = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
tot = [0, 0, 0]
for t in ORDER:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in advset); c = sum(1 for r in rs if commit(r))
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
    tot[0] += len(rs); tot[1] += a; tot[2] += c
assert tot[0] == len(claims)
rows.append('| **total** | **%d** | | **%d** | **%d** |' % tuple(tot))
# estimates
ek = Counter((r['construction'], r['kind']) for r in ests)
tags = sorted({r['construction'] for r in ests})
named = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
allnull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
q = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
uns = sum(1 for r in ests if r['label'] == 'unscored')
kinds = Counter(r['kind'] for r in ests)
texts = len({(r['scenario'], r['text']) for r in ests})
estc = '%d records (%d prior, %d current); %s; %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all %d note texts are labelled for both kinds. Tag counts: %s.' % (
    len(ests), kinds['prior'], kinds['current'],
    ', '.join('`%s` %d (%d prior, %d current)' % (t, ek[(t, 'prior')] + ek[(t, 'current')], ek[(t, 'prior')], ek[(t, 'current')]) for t in tags),
    named, allnull, q, uns, texts,
    ', '.join('`%s` %d' % (t, ek[(t, 'prior')] + ek[(t, 'current')]) for t in tags))
# universes
ch = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))['chosen']
uni = json.load(open(os.path.join(HERE, 'universes.json')))
ul = []
for c in ch:
    others = [x for x in c['records_with_this_tree'] if x != c['scenario']]
    u = uni[c['scenario']]
    ul.append('- `%s` (set 22\'s `%s`; tree shared with %s): levels %s; target first name %s' % (
        c['scenario'], c['set22_id'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % l for l in u['universe']),
        u['name'].split()[0]))
# doubts
templates = []
for f in ('d_real.txt', 'd_new.txt'):
    for line in open(os.path.join(HERE, f), encoding='utf-8'):
        if line.strip():
            templates.append(line.rstrip('\n'))
byentry = {x['entry']: x['id'] for x in ids}
cl = {r['id']: r for r in claims}
dl = []
for sub, why in json.load(open(os.path.join(HERE, 'doubts.json'))):
    hits = [i for i, t in enumerate(templates) if sub in t]
    assert len(hits) == 1, (sub, hits)
    r = cl[byentry[hits[0]]]
    vals = [v for v in r['belief'].values() if v is not None]
    lab = 'all null' if not vals else '%s committed at `%s`' % ('/'.join(vals), [k for k, v in r['belief'].items() if v is not None][-1])
    dl.append((r['id'], '- %s (`%s`, %s): %s' % (r['id'], r['construction'], lab, why)))
txt = open(os.path.join(HERE, 'readme27.md'), encoding='utf-8').read()
for k, v in {'{TABLE}': '\n'.join(rows), '{ADVN}': str(len(adv)), '{NCLAIMS}': str(len(claims)),
             '{ADVPCT}': '%.1f' % (100.0 * len(adv) / len(claims)), '{ADV}': ', '.join(sorted(adv)),
             '{ESTCOUNTS}': estc, '{UNIVERSES}': '\n'.join(ul), '{DOUBTS}': '\n'.join(x for _, x in dl)}.items():
    assert k in txt, k
    txt = txt.replace(k, v)
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README written;', len(adv), 'adversarial;', estc)
