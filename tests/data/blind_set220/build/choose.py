"""Choose set 220's scenarios: group the 300 official records by tree (the universe in
defender_private_information, read up to the end of the universe only); for each of the 20 trees holding set 215's
scenarios (ref/set215_scenarios.json, in its order) take the lowest record id that is neither set 215's id nor one of
set 219's ids (ref/set219_scenarios.json). Writes ref/scenario_choices.json, ref/set220_scenarios.json and
build/universes.json (levels, tree and the target's first name from the 'You are managing information for:' line,
searched for only in the text before the end of the universe). Nothing else of a record is read."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    uni['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k][1], []).append(k)
s215 = json.load(open(os.path.join(ROOT, 'ref', 'set215_scenarios.json')))
s219 = json.load(open(os.path.join(ROOT, 'ref', 'set219_scenarios.json')))
chosen, out = [], {}
for x in s215:
    g = groups[uni[x][1]]
    rest = [y for y in g if y != x and y not in s219]
    y = rest[0]
    chosen.append({'scenario': y, 'set215_id': x, 'records_with_this_tree': g})
    u = uni[y][0]
    out[y] = {'levels': list(u), 'universe': u, 'name': uni[y][2]}
    print(y, x, len(g), uni[y][2], list(u), [len(u[l]) if isinstance(u[l], list) else sum(len(v) for v in u[l].values()) for l in u])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 215's 20 scenarios in set 215's order; "
                   "represent each by its lowest record id that is neither set 215's id nor one of set 219's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set220_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
