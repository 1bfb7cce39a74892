"""Write set 23's README.md from intro23.md, the copied rules, claims23.md, est23.md, doubt23.md and the files."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
rd = lambda n: open(os.path.join(HERE, n), encoding='utf-8').read()
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
ids = json.load(open(os.path.join(HERE, 'ids.json'), encoding='utf-8'))
U = json.load(open(os.path.join(HERE, 'universes23.json')))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
TAGS = ['realistic_reply', 'breadcrumb', 'auction_call', 'wayfinding', 'boarding_pass', 'film_credits',
        'test_result', 'address_label', 'out_of_order', 'attacker_probe']
adv = sorted(m['id'] for m in ids['claims'] if m['adversarial'])
advset = set(adv)
commits = lambda r: any(v is not None for v in r['belief'].values())
tab = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
tot = [0, 0, 0, 0]
for t in TAGS:
    rows = [r for r in claims if r['construction'] == t]
    n, a, c = len(rows), sum(r['id'] in advset for r in rows), sum(commits(r) for r in rows)
    mn = MIN.get(t, 12)
    tab.append('| %s | %d | %d | %d | %d |' % (t, n, mn, a, c))
    tot = [tot[0] + n, tot[1] + mn, tot[2] + a, tot[3] + c]
tab.append('| **total** | **%d** | %d | **%d** | **%d** |' % tuple(tot))
advblock = '\n'.join(' '.join(adv[i:i + 12]) for i in range(0, len(adv), 12))
spk = Counter(r['speaker'] for r in claims)
ncommit = sum(commits(r) for r in claims)
ec = Counter(r['construction'] for r in ests)
ek = Counter(r['kind'] for r in ests)
uns = ['%s (%s)' % (r['id'], r['kind']) for r in ests if r['label'] == 'unscored']
# universes table
byc = Counter(r['scenario'] for r in claims); bye = Counter(r['scenario'] for r in ests)
ut = ['| scenario | records sharing the tree | target | levels | top level | claims | estimates |', '|---|---|---|---|---|---|---|']
for c in ch['chosen']:
    sc = c['scenario']; u = U[sc]['universe']; L = list(u)
    ut.append('| %s | %s | %s | %s | %s | %d | %d |' % (sc, ', '.join(x[-3:] for x in c['records_with_this_tree']), U[sc]['name'],
              ' > '.join(L), ', '.join(u[L[0]]), byc[sc], bye[sc]))
# doubts from the entry files
dl = []
for m in ids['claims']:
    if m['doubt']:
        r = next(x for x in claims if x['id'] == m['id'])
        dl.append('- %s (`%s`, %s): `%s` — %s' % (m['id'], m['construction'], 'committed: ' + (m['slot'] or 'nothing'),
                  r['text'].replace('\n', ' / ').replace('`', "'"), m['doubt']))
el = []
seen = set()
for m in ids['estimates']:
    if m['doubt'] and m['source'] not in seen:
        seen.add(m['source'])
        ids_ = [x['id'] + ' (' + x['kind'] + ')' for x in ids['estimates'] if x['source'] == m['source']]
        r = next(x for x in ests if x['id'] == m['id'])
        el.append('- %s (`%s`): `%s` — %s' % (', '.join(ids_), r['construction'], r['text'].replace('\n', ' / ').replace('`', "'"), m['doubt']))
V = dict(TABLE='\n'.join(tab), ADV=advblock, NADV=len(adv), SHARE='%.1f' % (100.0 * len(adv) / len(claims)),
         NDEF=spk['defender'], NATT=spk['attacker'], NCOMMIT=ncommit, NNULL=len(claims) - ncommit,
         ETAGS=', '.join('`%s` %d' % (t, n) for t, n in sorted(ec.items())), NPRIOR=ek['prior'], NCUR=ek['current'],
         UNS=', '.join(sorted(uns)), UNIV='\n'.join(ut), DOUBT_C='\n'.join(dl), DOUBT_E='\n'.join(el),
         NREAL=sum(r['construction'] == 'realistic_reply' for r in claims), NCL=len(claims), NES=len(ests))
txt = (rd('intro23.md') + '\n\n## 1. claims.jsonl\n\n' + rd('claims23_head.md') + '\n' + rd('rules22_claims.md') + '\n'
       + rd('claims23.md') + '\n\n## 2. estimates.jsonl\n\n' + rd('est23_head.md') + '\n' + rd('rules22_est.md') + '\n'
       + rd('est23.md') + '\n\n## 3. Universes used\n\n' + rd('univ23.md') + '\n\n## 4. Doubtful items\n\n' + rd('doubt23.md')
       + '\n\n## 5. Checking\n\n' + rd('check23.md'))
for k, v in V.items():
    txt = txt.replace('{{%s}}' % k, str(v))
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README.md', len(txt), 'chars; adversarial', len(adv), V['SHARE'])
