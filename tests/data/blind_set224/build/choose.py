"""Set 224 scenario choice: group the 300 records by tree (universe read up to its end only);
take the 20 trees holding set 219's scenarios, in set 219's order; represent each by its lowest
record id that is neither set 219's id nor one of set 221's ids. Reads only defender_private_information
up to the end of the universe, and the first name from the text up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.join(HERE, '..')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s.,]+)', head)
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, v in sorted(ds.items()):
    groups.setdefault(v[1], []).append(k)
s219 = json.load(open(os.path.join(SET, 'ref', 'set219_scenarios.json')))
s221 = json.load(open(os.path.join(SET, 'ref', 'set221_scenarios.json')))
chosen, univ = [], {}
for x in s219:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s221]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set219_id': x, 'records_with_this_tree': g})
    u = ds[c][0]
    univ[c] = {'name': ds[c][2], 'universe': u}
    lv = list(u)
    print(c, x, len(g), ds[c][2], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 219's 20 scenarios in set 219's order; represent each by its lowest record id that is neither set 219's id nor one of set 221's ids", 'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set224_scenarios.json'), 'w'))
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
