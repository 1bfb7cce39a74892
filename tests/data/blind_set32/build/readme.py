#!/usr/bin/env python3
"""Assembles ../README.md from readme32.md with the computed table, id lists, universes and doubts."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
doubts = json.load(open(os.path.join(HERE, 'doubts_filled.json')))
uni = json.load(open(os.path.join(HERE, 'universes.json')))
choices = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))
MINS = [('realistic_reply', 151), ('obituary', 12), ('report_card', 12), ('yearbook_entry', 12), ('straw_man', 12),
        ('false_dilemma', 12), ('tautology', 12), ('spaced_letters', 12), ('humblebrag', 12), ('attacker_probe', 20)]
commit = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t, mn in MINS:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mn, sum(r['id'] in adv for r in rs), sum(map(commit, rs))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(map(commit, claims))))
kinds = Counter(r['kind'] for r in ests)
tags = Counter(r['construction'] for r in ests)
named = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
allnull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
q = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
uns = sum(1 for r in ests if r['label'] == 'unscored')
est_tags = ', '.join('`%s` %d (%d prior, %d current)' % (t, n, sum(1 for r in ests if r['construction'] == t and r['kind'] == 'prior'),
                     sum(1 for r in ests if r['construction'] == t and r['kind'] == 'current')) for t, n in sorted(tags.items()))
unis = []
for c in choices['chosen']:
    sid = c['scenario']
    others = [x for x in c['records_with_this_tree'] if x != sid]
    unis.append("- `%s` (set 27's `%s`; tree shared with %s): levels %s; target first name %s" % (
        sid, c['set27_scenario'], ', '.join('`%s`' % x for x in others),
        ' / '.join('`%s`' % l for l in uni[sid]['universe']), uni[sid]['name']))
dl = []
for d in doubts:
    b = [v for v in d['belief'].values() if v is not None]
    lowest = [k for k, v in d['belief'].items() if v is not None]
    lab = ('%s committed at `%s`' % ('/'.join(b), lowest[-1])) if b else 'null'
    dl.append('- %s (`%s`, %s): %s' % (d['id'], d['tag'], lab, d['doubt']))
s = open(os.path.join(HERE, 'readme32.md'), encoding='utf-8').read()
rep = {
    '{TABLE}': '\n'.join(rows), '{ADV}': ', '.join(sorted(adv)), '{N_ADV}': str(len(adv)),
    '{ADV_PCT}': '%.1f' % (100.0 * len(adv) / len(claims)), '{N_CLAIMS}': str(len(claims)),
    '{N_REAL}': str(sum(1 for r in claims if r['construction'] == 'realistic_reply')),
    '{N_DEF}': str(sum(1 for r in claims if r['speaker'] == 'defender')),
    '{N_ATT}': str(sum(1 for r in claims if r['speaker'] == 'attacker')),
    '{N_EST}': str(len(ests)), '{N_PRIOR}': str(kinds['prior']), '{N_CURRENT}': str(kinds['current']),
    '{N_NOTES}': str(len({(r['scenario'], r['text']) for r in ests})), '{EST_TAGS}': est_tags,
    '{EST_STATS}': '%d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`' % (named, allnull, q, uns),
    '{EST_TAG_COUNTS}': ', '.join('`%s` %d' % (t, n) for t, n in sorted(tags.items())),
    '{UNIVERSES}': '\n'.join(unis), '{DOUBTS}': '\n'.join(dl)}
for k, v in rep.items():
    s = s.replace(k, v)
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write(s)
print('README written;', len(adv), 'adversarial')
