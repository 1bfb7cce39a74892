"""Set 179's scenario choice: group the 300 records by tree (universe, read from defender_private_information up
to the end of the universe only); take the 20 trees holding set 174's 20 scenarios, in set 174's order; represent
each by its lowest record id that is neither set 174's id nor one of set 177's ids. Writes ref/scenario_choices.json,
ref/set179_scenarios.json and build/universes.json (levels, tree, target first name)."""
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
    m = re.search(r'You are managing information for: *([^\s,.;]+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s174 = json.load(open(os.path.join(ROOT, 'ref', 'set174_scenarios.json')))
s177 = json.load(open(os.path.join(ROOT, 'ref', 'set177_scenarios.json')))
chosen, out = [], {}
for x in s174:
    g = groups[info[x][1]]
    rest = [y for y in g if y != x and y not in s177]
    c = rest[0] if rest else x
    assert c != x and c not in s177
    chosen.append({'scenario': c, 'set174_id': x, 'records_with_this_tree': g})
    u = info[c][0]
    out[c] = {'levels': list(u), 'tree': u, 'name': info[c][2]}
    print(c, x, len(g), info[c][2], list(u), len(u[list(u)[0]]))
rule = ("group the 300 records by tree; take the 20 trees holding set 174's 20 scenarios in set 174's order; "
        "represent each by its lowest record id that is neither set 174's id nor one of set 177's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set179_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
