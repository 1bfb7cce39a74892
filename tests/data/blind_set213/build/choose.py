"""Set 213's scenario choice: group the 300 official records by tree (equal universes, read from
defender_private_information up to the end of the universe only); take the 20 trees holding set 208's
20 scenarios, in set 208's order; represent each by its lowest record id that is neither set 208's id
nor one of set 211's ids. Writes ref/scenario_choices.json, ref/set213_scenarios.json and build/universes.json
(levels, units and the target's first name, searched for only in the text up to the end of the universe)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s208 = json.load(open(os.path.join(ROOT, 'ref', 'set208_scenarios.json')))
s211 = json.load(open(os.path.join(ROOT, 'ref', 'set211_scenarios.json')))
chosen, out = [], {}
for x in s208:
    g = groups[info[x][1]]
    rest = [y for y in sorted(g) if y != x and y not in s211]
    assert rest, x
    c = rest[0]
    chosen.append({'scenario': c, 'set208_id': x, 'records_with_this_tree': sorted(g)})
    u, key, name = info[c]
    lv = list(u)
    tree = {'levels': lv, 'name': name, 'top': list(u[lv[0]]), 'mid': u[lv[1]], 'low': u[lv[2]]}
    out[c] = tree
    print(c, x, len(g), name, lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
assert len({info[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 208's 20 scenarios in set 208's order; represent each by its lowest record id that is neither set 208's id nor one of set 211's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set213_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
