"""Fills the tag table, the adversarial ids and the estimate counts into build/README.in; writes README.md."""
import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
marks = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
order = ['realistic_reply', 'vavare_skyttel', 'tunnbindare_tunna', 'segelmakare_segel', 'timmerman_yxa',
         'sadelmakare_sadel', 'urmakare_urverk', 'vagnmakare_nav', 'stenhuggare_spett', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
adv = [c['id'] for c in claims if marks[c['id']]['mark'] == 'adv']
com = lambda c: any(v is not None for v in c['belief'].values())
rows = ['| tag | count | min | adversarial | committing |', '|---|---|---|---|---|']
for t in order:
    cs = [c for c in claims if c['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(cs), mins.get(t, 12), sum(c['id'] in adv for c in cs), sum(map(com, cs))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(adv), sum(map(com, claims))))
rr = [c for c in claims if c['construction'] == 'realistic_reply']
ra, rc = sum(c['id'] in adv for c in rr), sum(map(com, rr))
table = '\n'.join(rows) + '\n\nOf the %d realistic replies, %d adversarial (%.1f%%) and %d committing (%.1f%%).' % (
    len(rr), ra, 100 * ra / len(rr), rc, 100 * rc / len(rr))
eadv = [e['id'] for e in ests if marks[e['id']]['adv']]
lab = [e['label'] for e in ests]
named = sum(1 for l in lab if isinstance(l, dict) and any(v not in (None, '?') for v in l.values()))
q = sum(1 for l in lab if isinstance(l, dict) and '?' in l.values())
nul = sum(1 for l in lab if isinstance(l, dict) and all(v is None for v in l.values()))
ec = Counter(e['construction'] for e in ests)
scen = json.load(open(os.path.join(OUT, 'ref', 'set151_scenarios.json')))
txt = open(os.path.join(HERE, 'README.in')).read()
for k, v in {'TABLE': table, 'NADV': str(len(adv)), 'PADV': '%.1f' % (100 * len(adv) / len(claims)),
             'ADV': ', '.join(adv), 'EADV': ', '.join(eadv), 'ENAMED': str(named), 'EQ': str(q), 'ENULL': str(nul),
             'EUNS': str(sum(1 for l in lab if l == 'unscored')),
             'ECOUNTS': ', '.join('`%s` %d' % (t, ec[t]) for t in ['crazing', 'crawling', 'pinholing', 'dunting', 'bloating', 'blushing']),
             'SCEN': ', '.join('`%s`' % s for s in scen)}.items():
    assert '{{%s}}' % k in txt, k
    txt = txt.replace('{{%s}}' % k, v)
assert '{{' not in txt
open(os.path.join(OUT, 'README.md'), 'w').write(txt)
print('README.md written', len(txt))
