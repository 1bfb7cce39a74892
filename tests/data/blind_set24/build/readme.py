#!/usr/bin/env python3
"""Assembles ../README.md from intro24.md, decisions24.md, doubts (below) and the computed tables."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ids = json.load(open(os.path.join(HERE, 'ids.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
# entry texts in build order (to find the id of a doubtful entry by a snippet of its template)
ents = []
for ln in open(os.path.join(HERE, 'd_real.txt'), encoding='utf-8'):
    if ln.strip() and not ln.startswith('#'):
        ents.append(ln.split(' ', 2)[2].strip())
for ln in open(os.path.join(HERE, 'd_new.txt'), encoding='utf-8'):
    if ln.strip() and not ln.startswith('#'):
        ents.append(ln.split(' ', 3)[3].strip())
by_entry = {x['entry']: x['id'] for x in ids}


def cid(snip):
    hits = [i for i, t in enumerate(ents) if snip in t]
    assert len(hits) == 1, (snip, hits)
    return by_entry[hits[0]]


MIN = {'realistic_reply': 151, 'attacker_probe': 20}
tags = ['realistic_reply', 'srt_subtitle', 'telegram_stop', 'radio_chatter', 'man_page', 'merge_conflict',
        'bug_report', 'traceroute', 'postcard', 'attacker_probe']
cnt, adv, com = collections.Counter(), collections.Counter(), collections.Counter()
advset = {x['id'] for x in ids if x['adversarial']}
for r in claims:
    t = r['construction']
    cnt[t] += 1
    adv[t] += r['id'] in advset
    com[t] += any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in tags:
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, cnt[t], MIN.get(t, 12), adv[t], com[t]))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(advset), sum(com.values())))
spk = collections.Counter(r['speaker'] for r in claims)
advl = sorted(advset)
advblock = '<!-- adversarial-start -->\n' + ', '.join(advl) + '\n<!-- adversarial-end -->'
ek = collections.Counter(r['kind'] for r in ests)
et = collections.Counter(r['construction'] for r in ests)
ekt = collections.Counter((r['construction'], r['kind']) for r in ests)
uns = sum(1 for r in ests if r['label'] == 'unscored')
named = sum(1 for r in ests if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
allnull = sum(1 for r in ests if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
withq = sum(1 for r in ests if isinstance(r['label'], dict) and '?' in r['label'].values())
uni = json.load(open(os.path.join(HERE, 'universes.json')))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
ulines = []
for c in ch['chosen']:
    sc = c['scenario']
    lv = list(uni[sc]['universe'])
    ulines.append('- `%s` (tree shared with %s): levels %s; target first name %s' % (
        sc, ', '.join('`%s`' % x for x in c['records_with_this_tree'] if x != sc), ' / '.join('`%s`' % x for x in lv), uni[sc]['name']))
doubts = json.load(open(os.path.join(HERE, 'doubts.json')))
dl = []
for snip, why in doubts['claims']:
    dl.append('- %s: %s' % (cid(snip), why))
for d in doubts['estimates']:
    dl.append('- ' + d)
fill = {
    'TABLE': '\n'.join(rows), 'ADV': advblock, 'NADV': str(len(advset)), 'N': str(len(claims)),
    'SHARE': '%.1f%%' % (100.0 * len(advset) / len(claims)), 'DEF': str(spk['defender']), 'ATT': str(spk['attacker']),
    'EST': 'estimates: %d records (%d prior, %d current); `hcl_note` %d (%d prior, %d current), `ldif_note` %d (%d prior, %d current); %d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`; all %d note texts are labelled for both kinds.' % (
        len(ests), ek['prior'], ek['current'], et['hcl_note'], ekt[('hcl_note', 'prior')], ekt[('hcl_note', 'current')],
        et['ldif_note'], ekt[('ldif_note', 'prior')], ekt[('ldif_note', 'current')], named, allnull, withq, uns, len(ests) // 2),
    'UNIV': '\n'.join(ulines), 'DOUBTS': '\n'.join(dl),
}
txt = open(os.path.join(HERE, 'readme24.md'), encoding='utf-8').read()
for k, v in fill.items():
    txt = txt.replace('@@%s@@' % k, v)
assert '@@' not in txt
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README written', len(txt))
