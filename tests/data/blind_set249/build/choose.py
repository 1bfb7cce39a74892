"""Choose set 249's scenarios: the 20 trees of set 244's scenarios (ref/set244_scenarios.json), in set 244's order,
each represented by its lowest record id that is neither set 244's id nor one of set 248's ids. Reads only the
universe of each record (defender_private_information up to the end of the universe) and the target's first name."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: (\w+)', s[:j + end])
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, v in ds.items():
    groups.setdefault(v[1], []).append(k)
s244 = json.load(open(os.path.join(ROOT, 'ref', 'set244_scenarios.json')))
s248 = json.load(open(os.path.join(ROOT, 'ref', 'set248_scenarios.json')))
chosen, unis = [], {}
for x in s244:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s244 and y not in s248]
    y = rest[0]
    chosen.append({'scenario': y, 'set244_id': x, 'records_with_this_tree': g})
    u = ds[y][0]
    unis[y] = {'name': ds[y][2], 'levels': list(u), 'universe': u}
    print(y, x, len(g), ds[y][2], list(u))
rule = ("group the 300 records by tree; take the 20 trees holding set 244's 20 scenarios in set 244's order; "
        "represent each by its lowest record id that is neither set 244's id nor one of set 248's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set249_scenarios.json'), 'w'))
json.dump(unis, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
