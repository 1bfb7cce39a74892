"""Choose set 198's scenarios: the 20 trees of set 193's scenarios (ref/set193_scenarios.json), in set 193's order,
each represented by its lowest record id that is neither set 193's id nor one of set 197's ids
(ref/set197_scenarios.json). Reads only defender_private_information, only up to the end of the universe, and
the target's first name from the 'You are managing information for: <name>' line in that same text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).strip('.,') if m else None)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s193 = json.load(open(os.path.join(SET, 'ref', 'set193_scenarios.json')))
s197 = json.load(open(os.path.join(SET, 'ref', 'set197_scenarios.json')))
chosen, out = [], {}
for x in s193:
    g = groups[recs[x][1]]
    rest = [y for y in g if y != x and y not in s197]
    assert rest, x
    c = rest[0]
    chosen.append({'scenario': c, 'set193_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    out[c] = {'name': recs[c][2], 'levels': list(u), 'universe': u}
    print(c, x, len(g), recs[c][2], list(u), len(u[list(u)[0]]))
assert len({recs[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 193's 20 scenarios in set 193's order; "
                   "represent each by its lowest record id that is neither set 193's id nor one of set 197's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set198_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
