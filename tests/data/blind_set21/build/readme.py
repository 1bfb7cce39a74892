#!/usr/bin/env python3
"""Write ../README.md from intro21.md, rules20_*.md (set 20's rules, copied), claims21.md, est21.md and the built files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rd = lambda n: open(os.path.join(HERE, n), encoding='utf-8').read()
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json')))
cmeta = {c['id']: c for c in ids['claims']}
emeta = {e['id']: e for e in ids['estimates']}
U = json.load(open(os.path.join(HERE, 'universes_used.json')))
adv = sorted(c['id'] for c in ids['claims'] if c['adv'])
committing = lambda r: any(v is not None for v in r['belief'].values())
ORDER = ['realistic_reply', 'persona_split', 'greentext', 'litotes', 'poll_result', 'edit_line',
         'contrast_stress', 'sources_list', 'md_link', 'attacker_probe']
MIN = {'realistic_reply': 150, 'attacker_probe': 20}
tags = Counter(r['construction'] for r in claims)
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
tmin = tadv = tcom = 0
for t in ORDER:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv)
    c = sum(1 for r in rs if committing(r))
    mn = MIN.get(t, 12)
    tmin += mn; tadv += a; tcom += c
    rows.append('| %s | %d | %d | %d | %d |' % (t, len(rs), mn, a, c))
rows.append('| **total** | **%d** | %d | **%d** | **%d** |' % (len(claims), tmin, tadv, tcom))
spk = Counter(r['speaker'] for r in claims)
advblock = '\n'.join(' '.join(adv[i:i + 12]) for i in range(0, len(adv), 12))
kinds = Counter(e['kind'] for e in ests)
etags = Counter(e['construction'] for e in ests)
eids = sorted(e['id'] for e in ests)
eblock = '\n'.join(' '.join(eids[i:i + 12]) for i in range(0, len(eids), 12))
uns = sorted((e['id'], e['kind']) for e in ests if e['label'] == 'unscored')
# universes table
urows = ['| scenario | records sharing the tree | target | levels | top level | claims | estimates |', '|---|---|---|---|---|---|---|']
cc = Counter(r['scenario'] for r in claims)
ec = Counter(r['scenario'] for r in ests)
for sc, v in U.items():
    L = v['levels']
    urows.append('| %s | %s | %s | %s | %s | %d | %d |' % (sc, ', '.join(x[-3:] for x in v['records_with_this_tree']), v['target'],
                 ' > '.join(L), ', '.join(v['universe'][L[0]]), cc[sc], ec[sc]))
# doubtful items
short = lambda t: t.replace('\n', ' / ')[:110] + ('...' if len(t) > 110 else '')
dc = []
for r in sorted(claims, key=lambda r: r['id']):
    d = cmeta[r['id']]['doubt']
    if d:
        dc.append('- %s (`%s`) `%s`: %s' % (r['id'], r['construction'], short(r['text']).replace('`', "'"), d))
de = []
seen = {}
for e in sorted(ests, key=lambda r: r['id']):
    seen.setdefault(emeta[e['id']]['src'], []).append(e)
for src, es in sorted(seen.items(), key=lambda kv: min(x['id'] for x in kv[1])):
    d = emeta[es[0]['id']]['doubt']
    if d:
        de.append('- %s: %s `%s`: %s' % (' / '.join('%s (%s)' % (x['id'], x['kind']) for x in sorted(es, key=lambda x: x['kind'], reverse=True)),
                                        es[0]['construction'], short(es[0]['text']).replace('`', "'"), d))
sub = {
    '@@NCLAIMS@@': str(len(claims)), '@@NDEF@@': str(spk['defender']), '@@NATT@@': str(spk['attacker']),
    '@@NREAL@@': str(tags['realistic_reply']), '@@NEST@@': str(len(ests)), '@@NPRIOR@@': str(kinds['prior']),
    '@@NCUR@@': str(kinds['current']), '@@NADV@@': str(len(adv)), '@@ADVPCT@@': '%.1f' % (100.0 * len(adv) / len(claims)),
    '@@TAGTABLE@@': '\n'.join(rows), '@@ADVBLOCK@@': advblock, '@@NCOMMIT@@': str(tcom), '@@NNULL@@': str(len(claims) - tcom),
    '@@ETAGS@@': ', '.join('`%s` %d' % (t, n) for t, n in sorted(etags.items())),
    '@@NTEXTS@@': str(len(ests) // 2), '@@EBLOCK@@': eblock,
    '@@UNSCORED@@': ', '.join('%s (%s)' % u for u in uns),
    '@@UTABLE@@': '\n'.join(urows), '@@DOUBT_CLAIMS@@': '\n'.join(dc), '@@DOUBT_EST@@': '\n'.join(de),
    '@@RULES_CLAIMS@@': rd('rules20_claims.md'), '@@RULES_EST@@': rd('rules20_est.md'),
}
txt = rd('intro21.md') + '\n' + rd('claims21.md') + '\n' + rd('est21.md')
for k, v in sub.items():
    txt = txt.replace(k, v)
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README.md written: %d chars' % len(txt))
