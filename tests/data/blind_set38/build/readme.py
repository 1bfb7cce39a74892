import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
C = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
E = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
adv = set(json.load(open(os.path.join(HERE, 'adversarial.json'))))
order = ['realistic_reply', 'nature_documentary', 'knitting_pattern', 'town_crier', 'protest_chant',
         'telephone_game', 'charades', 'hide_and_seek', 'message_in_a_bottle', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
com = lambda r: any(v is not None for v in r['belief'].values())
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in order:
    rs = [r for r in C if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(r['id'] in adv for r in rs), sum(map(com, rs))))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(C), len(adv), sum(map(com, C))))
named = sum(1 for r in E if isinstance(r['label'], dict) and any(v not in (None, '?') for v in r['label'].values()))
null = sum(1 for r in E if isinstance(r['label'], dict) and all(v is None for v in r['label'].values()))
q = sum(1 for r in E if isinstance(r['label'], dict) and '?' in r['label'].values())
un = sum(1 for r in E if r['label'] == 'unscored')
est = '%d hold a named value (%d of them also carry a `?` below it), %d are all-null, %d carry a `?` with no named value... ' % (named, 0, null, 0)
qn = sum(1 for r in E if isinstance(r['label'], dict) and '?' in r['label'].values() and any(v not in (None, '?') for v in r['label'].values()))
est = '%d hold a named value (%d of them with a `?` below it), %d are all-null, %d carry a `?` in all, %d are `unscored`' % (named, qn, null, q, un)
chosen = json.load(open(os.path.join(OUT, 'ref', 'set38_scenarios.json')))
rv = os.path.join(HERE, 'review_notes.md')
review = open(rv).read() if os.path.exists(rv) else ''
rvlog = os.path.join(HERE, 'review_log.md')
reviewlog = open(rvlog).read().rstrip('\n') if os.path.exists(rvlog) else ''
txt = open(os.path.join(HERE, 'readme38.md')).read()
ids = sorted(adv)
txt = (txt.replace('{TABLE}', '\n'.join(rows)).replace('{ADV}', ', '.join(ids)).replace('{NADV}', str(len(ids)))
       .replace('{PADV}', '%.1f' % (100.0 * len(ids) / len(C))).replace('{ESTCOUNTS}', est)
       .replace('{CHOSEN}', ', '.join('`%s`' % c for c in chosen)).replace('{REVIEW}', review).replace('{REVIEWLOG}', reviewlog))
txt = re.sub(r'\n{3,}(## )', r'\n\n\n\1', txt)
open(os.path.join(OUT, 'README.md'), 'w').write(txt)
print('README written')
