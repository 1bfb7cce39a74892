#!/usr/bin/env python3
"""Assembles ../README.md from readme26.md, the built files and doubts.json."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json')))
uni = json.load(open(os.path.join(HERE, 'universes.json')))
ch = json.load(open(os.path.join(SET, 'ref', 'scenario_choices.json')))
adv = sorted(x['id'] for x in ids if x['adversarial'])
advset = set(adv)
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'affidavit', 'classified_ad', 'movie_trailer', 'fortune_cookie', 'mad_libs', 'hypophora',
         'all_caps', 'package_tracking', 'attacker_probe']
commit = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
ta = tc = 0
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in advset); c = sum(1 for r in rs if commit(r))
    ta += a; tc += c
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), a, c))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), ta, tc))
# estimates counts
def cls(l):
    if l == 'unscored': return 'unscored'
    v = list(l.values())
    if '?' in v: return 'q'
    if all(x is None for x in v): return 'null'
    return 'named'
ec = Counter(cls(r['label']) for r in ests)
tags = Counter(r['construction'] for r in ests)
kinds = Counter((r['construction'], r['kind']) for r in ests)
est = '%d records (%d prior, %d current); %s; %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all %d note texts are labelled for both kinds. Tag counts: %s.' % (
    len(ests), sum(1 for r in ests if r['kind'] == 'prior'), sum(1 for r in ests if r['kind'] == 'current'),
    ', '.join('`%s` %d (%d prior, %d current)' % (t, tags[t], kinds[(t, 'prior')], kinds[(t, 'current')]) for t in sorted(tags)),
    ec['named'], ec['null'], ec['q'], ec['unscored'], len({(r['scenario'], r['text']) for r in ests}),
    ', '.join('`%s` %d' % (t, tags[t]) for t in sorted(tags)))
ul = []
for u, c in zip(uni, ch['chosen']):
    others = [x for x in c['records_with_this_tree'] if x != u['scenario']]
    ul.append('- `%s` (tree shared with %s): levels %s; target first name %s' % (
        u['scenario'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % k for k in u['universe']), u['name'].split()[0]))
# doubts: template prefix -> entry index -> id
def lines(fn):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, fn), encoding='utf-8') if l.strip() and not l.startswith('#')]
real = lines('d_real.txt'); new = lines('d_new.txt')
byentry = {x['entry']: x['id'] for x in ids}
cl = {r['id']: r for r in claims}
dl = []
for src, prefix, why in json.load(open(os.path.join(HERE, 'doubts.json'))):
    if src == 'd_real.txt':
        hits = [i for i, l in enumerate(real) if l[4:].startswith(prefix)]
    else:
        hits = [len(real) + i for i, l in enumerate(new) if l.startswith(prefix)]
    assert len(hits) == 1, (prefix, hits)
    r = cl[byentry[hits[0]]]
    lv = [k for k, v in r['belief'].items() if v is not None]
    lab = ('%s committed at `%s`' % ('/'.join(r['belief'][k] for k in lv), lv[-1])) if lv else 'all null'
    dl.append('- %s (`%s`, %s): %s' % (r['id'], r['construction'], lab, why))
s = open(os.path.join(HERE, 'readme26.md'), encoding='utf-8').read()
spk = Counter(r['speaker'] for r in claims)
rep = {'{TABLE}': '\n'.join(rows), '{ADV}': ', '.join(adv), '{N_ADV}': str(len(adv)), '{N_CLAIMS}': str(len(claims)),
       '{ADV_PCT}': '%.1f' % (100.0 * len(adv) / len(claims)), '{EST_COUNTS}': est, '{UNI}': '\n'.join(ul),
       '{DOUBTS}': '\n'.join(dl), '{N_REAL}': str(sum(1 for r in claims if r['construction'] == 'realistic_reply')),
       '{N_DEF}': str(spk['defender']), '{N_ATT}': str(spk['attacker']), '{N_EST}': str(len(ests)),
       '{N_EST_HALF}': str(len(ests) // 2)}
for k, v in rep.items():
    s = s.replace(k, v)
open(os.path.join(SET, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written;', len(adv), 'adversarial')
