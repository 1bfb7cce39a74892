#!/usr/bin/env python3
"""Assemble ../README.md from readme28.md with the computed tag table, adversarial ids, counts, universes and doubts."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
ids = json.load(open(os.path.join(HERE, 'ids.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
ch = json.load(open(os.path.join(SET, 'ref', 'scenario_choices.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
order = ['realistic_reply', 'horoscope', 'weather_report', 'museum_label', 'fairy_tale', 'aposiopesis',
         'scare_quotes', 'politician_pivot', 'sic_bracket', 'attacker_probe']
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in adv for r in rs), sum(map(com, rs))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(map(com, claims))))
# estimates counts
kinds = Counter(e['kind'] for e in ests)
tags = Counter(e['construction'] for e in ests)
lab = [e['label'] for e in ests]
named = sum(1 for l in lab if isinstance(l, dict) and any(v not in (None, '?') for v in l.values()))
allnull = sum(1 for l in lab if isinstance(l, dict) and all(v is None for v in l.values()))
q = sum(1 for l in lab if isinstance(l, dict) and '?' in l.values())
uns = sum(1 for l in lab if l == 'unscored')
per = {t: Counter(e['kind'] for e in ests if e['construction'] == t) for t in tags}
est = ('Counts: estimates: %d records (%d prior, %d current); ' % (len(ests), kinds['prior'], kinds['current']) +
       ', '.join('`%s` %d (%d prior, %d current)' % (t, tags[t], per[t]['prior'], per[t]['current']) for t in sorted(tags)) +
       '; %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all %d note texts are labelled for both kinds. Tag counts: ' % (named, allnull, q, uns, len(ests) // 2) +
       ', '.join('`%s` %d' % (t, tags[t]) for t in sorted(tags)) + '.')
# universes
uni = []
for c, u in zip(ch['chosen'], U):
    assert c['scenario'] == u['scenario']
    others = [x for x in c['records_with_this_tree'] if x != c['scenario']]
    lv = list(u['universe'])
    uni.append("- `%s` (set 23's `%s`; tree shared with %s): levels %s; target first name %s" % (
        c['scenario'], c['set23_id'], ', '.join('`%s`' % x for x in others), ' / '.join('`%s`' % l for l in lv), u['name'].split()[0]))
uni = ['20 scenarios, 15 claims and two note texts (four records) each, assigned in turn over the build entries:', ''] + uni
# doubts: find each template line, then its id
src = {}
for fn in ('d_real.txt', 'd_new.txt'):
    for n, line in enumerate(open(os.path.join(HERE, fn), encoding='utf-8'), 1):
        src.setdefault(fn, []).append((n, line.rstrip('\n')))
byline = {(i['file'], i['line']): i['id'] for i in ids if 'slot' in i}
cl = {r['id']: r for r in claims}
doubts = []
for fn, key, why in json.load(open(os.path.join(HERE, 'doubts.json'))):
    hits = [n for n, l in src[fn] if key in l]
    assert len(hits) == 1, (key, hits)
    cid = byline[(fn, hits[0])]
    r = cl[cid]
    vals = [v for v in r['belief'].values() if v is not None]
    lv = [k for k, v in r['belief'].items() if v is not None]
    lab = ('%s committed at `%s`' % ('/'.join(vals), lv[-1])) if vals else 'all null'
    doubts.append('- %s (`%s`, %s): %s' % (cid, r['construction'], lab, why))
txt = open(os.path.join(HERE, 'readme28.md'), encoding='utf-8').read()
advl = sorted(adv)
txt = (txt.replace('{{TABLE}}', '\n'.join(rows)).replace('{{ADVN}}', str(len(adv))).replace('{{NCLAIMS}}', str(len(claims)))
       .replace('{{ADVPCT}}', '%.1f' % (100.0 * len(adv) / len(claims))).replace('{{ADV}}', ', '.join(advl))
       .replace('{{ESTCOUNTS}}', est).replace('{{UNIVERSES}}', '\n'.join(uni)).replace('{{DOUBTS}}', '\n'.join(doubts)))
open(os.path.join(SET, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README.md written:', len(txt), 'characters')
