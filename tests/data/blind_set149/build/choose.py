import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = None
    for ln in head.split('\n'):
        if 'You are managing information for:' in ln:
            name = ln.split('You are managing information for:')[1].strip().split()[0]
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s144 = json.load(open(os.path.join(REF, 'set144_scenarios.json')))
s147 = json.load(open(os.path.join(REF, 'set147_scenarios.json')))
chosen, uni = [], {}
for x in s144:
    g = sorted(groups[recs[x][1]])
    rest = [y for y in g if y != x and y not in s147]
    c = rest[0]
    assert c not in s144 and c not in s147
    u, key, name = recs[c]
    lv = list(u)
    print(c, x, len(g), name, lv, len(u[lv[0]]), sorted({len(v) for l in lv[1:] for v in u[l].values()}), c == g[0], any(y in s147 for y in g))
    chosen.append({'scenario': c, 'set144_id': x, 'records_with_this_tree': g})
    uni[c] = {'levels': lv, 'universe': u, 'name': name}
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 144's 20 scenarios in set 144's order; represent each by its lowest record id that is neither set 144's id nor one of set 147's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set149_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
