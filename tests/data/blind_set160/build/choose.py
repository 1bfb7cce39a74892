"""Set 160: the 20 trees of set 155, each by its lowest record id that is neither set 155's id nor one of set 159's ids.
Reads only defender_private_information, up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).strip('.,') if m else None)
groups = {}
for k, (u, key, n) in sorted(ds.items()):
    groups.setdefault(key, []).append(k)
s155 = json.load(open(os.path.join(REF, 'set155_scenarios.json')))
s159 = json.load(open(os.path.join(REF, 'set159_scenarios.json')))
chosen = []; uni = {}
for x in s155:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s159]
    c = rest[0] if rest else x
    assert c not in s155 and c not in s159
    chosen.append({'scenario': c, 'set155_id': x, 'records_with_this_tree': g})
    u = ds[c][0]; lv = list(u)
    uni[c] = {'name': ds[c][2], 'levels': lv, 'universe': u}
    print(c, x, len(g), ds[c][2], lv, len(u[lv[0]]))
assert len({ds[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 155's 20 scenarios in set 155's order; represent each by its lowest record id that is neither set 155's id nor one of set 159's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set160_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
