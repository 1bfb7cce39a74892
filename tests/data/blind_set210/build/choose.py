"""Set 210's scenario rule: group the 300 official records by tree (the universe in defender_private_information,
read up to its end only); take the 20 trees holding set 205's 20 scenarios (ref/set205_scenarios.json), in set
205's order; represent each by its lowest record id that is neither set 205's id nor one of set 209's ids
(ref/set209_scenarios.json). Writes ref/scenario_choices.json, ref/set210_scenarios.json and build/universes.json.
Reads from each record only the universe and the target's first name (searched for only up to the universe's end)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Z][\w-]*)', head)
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, (u, key, nm) in sorted(ds.items()):
    groups.setdefault(key, []).append(k)
s205 = json.load(open(os.path.join(ROOT, 'ref', 'set205_scenarios.json')))
s209 = json.load(open(os.path.join(ROOT, 'ref', 'set209_scenarios.json')))
chosen, uni = [], {}
for x in s205:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s209]
    assert rest, x
    c = rest[0]
    chosen.append({'scenario': c, 'set205_id': x, 'records_with_this_tree': g})
    u, key, nm = ds[c]
    uni[c] = {'name': nm, 'universe': u}
    lv = list(u)
    print(c, x, len(g), nm, lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
assert len({ds[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 205's 20 scenarios in set 205's order; "
           "represent each by its lowest record id that is neither set 205's id nor one of set 209's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set210_scenarios.json'), 'w'))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
