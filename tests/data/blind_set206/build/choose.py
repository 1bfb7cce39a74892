"""Choose set 206's scenarios: the 20 trees of set 201's scenarios, in set 201's order, each represented by its
lowest record id that is neither set 201's id nor one of set 204's ids. Reads only defender_private_information,
only up to the end of the universe, and the target's first name from that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    sid = 'official-%03d' % i
    trees[sid] = (json.dumps(u, sort_keys=True), u)
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid][0], []).append(sid)
s201 = json.load(open(os.path.join(REF, 'set201_scenarios.json')))
s204 = json.load(open(os.path.join(REF, 'set204_scenarios.json')))
chosen, out = [], {}
for x in s201:
    g = groups[trees[x][0]]
    rest = [y for y in g if y != x and y not in s204]
    assert rest, x
    y = rest[0]
    chosen.append({'scenario': y, 'set201_id': x, 'records_with_this_tree': g})
    u = trees[y][1]
    out[y] = {'name': names[y], 'universe': u}
    lv = list(u)
    print(y, x, len(g), names[y], lv, len(u[lv[0]]))
assert len({trees[c['scenario']][0] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 201's 20 scenarios in set 201's order; "
                   "represent each by its lowest record id that is neither set 201's id nor one of set 204's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set206_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
