import json, os
H = os.path.dirname(os.path.abspath(__file__)); R = os.path.join(H, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = head.split('You are managing information for:')[1].strip().split()[0] if 'You are managing information for:' in head else None
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k in sorted(ds): groups.setdefault(ds[k][1], []).append(k)
s154 = json.load(open(os.path.join(R, 'set154_scenarios.json')))
s158 = json.load(open(os.path.join(R, 'set158_scenarios.json')))
chosen, uni = [], {}
for x in s154:
    g = groups[ds[x][1]]
    rest = [y for y in sorted(g) if y != x and y not in s158]
    c = rest[0] if rest else x
    assert c not in s154 and c not in s158
    chosen.append({'scenario': c, 'set154_id': x, 'records_with_this_tree': sorted(g)})
    u = ds[c][0]
    uni[c] = {'name': ds[c][2], 'levels': list(u), 'tree': u}
    print(c, x, len(g), ds[c][2], list(u), len(u[list(u)[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 154's 20 scenarios in set 154's order; represent each by its lowest record id that is neither set 154's id nor one of set 158's ids", 'chosen': chosen}, open(os.path.join(R, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(R, 'set159_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(H, 'universes.json'), 'w'), indent=1)
