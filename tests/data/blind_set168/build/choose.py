"""Set 168's scenario choice. Reads only defender_private_information of each record, only up to the end of
its universe (the tree) and the target's first name inside that text. Writes ref/scenario_choices.json,
ref/set168_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ?([A-Z][\w\'-]*)', head)
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, (u, key, nm) in sorted(ds.items()):
    groups.setdefault(key, []).append(k)
s163 = json.load(open(os.path.join(HERE, 'ref', 'set163_scenarios.json')))
s166 = json.load(open(os.path.join(HERE, 'ref', 'set166_scenarios.json')))
chosen = []; unis = {}
for x in s163:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s166]
    c = rest[0]
    assert c not in s163 and c not in s166
    chosen.append({'scenario': c, 'set163_id': x, 'records_with_this_tree': g})
    u = ds[c][0]
    unis[c] = {'name': ds[c][2], 'universe': u}
    print(c, x, len(g), ds[c][2], list(u), len(u[list(u)[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 163's 20 scenarios in set 163's order; "
           "represent each by its lowest record id that is neither set 163's id nor one of set 166's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set168_scenarios.json'), 'w'), indent=1)
json.dump(unis, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
