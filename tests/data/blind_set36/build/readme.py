import json, os
B = os.path.dirname(os.path.abspath(__file__)); H = os.path.dirname(B)
c = [json.loads(l) for l in open(os.path.join(H, 'claims.jsonl'))]
e = [json.loads(l) for l in open(os.path.join(H, 'estimates.jsonl'))]
adv = json.load(open(os.path.join(B, 'adversarial.json'))); A = set(adv)
com = lambda r: any(v is not None for v in r['belief'].values())
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
tags = ['realistic_reply', 'flight_announcement', 'chess_annotation', 'lab_notebook', 'anacoluthon', 'ghost_story', 'wine_tasting', 'bingo_call', 'anadiplosis', 'attacker_probe']
rows = ['| tag | count | required minimum | adversarial | with some committed level |', '|---|---|---|---|---|']
for t in tags:
    rs = [r for r in c if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN.get(t, 12), sum(r['id'] in A for r in rs), sum(com(r) for r in rs)))
rows.append('| **total** | **%d** | | **%d** | **%d** |' % (len(c), len(A), sum(com(r) for r in c)))
lab = [r['label'] for r in e]
st = '%d hold a named value, %d are all-null, %d carry a `?`, %d are `unscored`' % (
    sum(isinstance(l, dict) and any(v not in (None, '?') for v in l.values()) for l in lab),
    sum(isinstance(l, dict) and all(v is None for v in l.values()) for l in lab),
    sum(isinstance(l, dict) and '?' in l.values() for l in lab), lab.count('unscored'))
ch = json.load(open(os.path.join(H, 'ref', 'scenario_choices.json')))['chosen']
U = json.load(open(os.path.join(B, 'universes.json')))
un = []
for x in ch:
    s = x['scenario']; others = [y for y in x['records_with_this_tree'] if y != s]
    un.append("- `%s` (set 31's `%s`; tree shared with %s): levels %s; target first name %s" % (
        s, x['set31_id'], ', '.join('`%s`' % y for y in others), ' / '.join('`%s`' % k for k in U[s]['u']), U[s]['name']))
t = open(os.path.join(B, 'readme36.md')).read()
t = t.replace('{TABLE}', '\n'.join(rows)).replace('{NADV}', str(len(A))).replace('{PADV}', '%.1f' % (100 * len(A) / len(c)))
t = t.replace('{ADV}', ', '.join(sorted(A))).replace('{ESTSTATS}', st).replace('{UNIV}', '\n'.join(un))
open(os.path.join(H, 'README.md'), 'w').write(t)
