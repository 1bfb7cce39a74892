"""Set 204's universes: the 20 trees of set 199's scenarios (ref/set199_scenarios.json), in set 199's order,
each represented by its lowest record id that is neither set 199's id nor one of set 202's ids
(ref/set202_scenarios.json). Reads only defender_private_information, up to the end of the universe, and the
target's first name from that text up to the end of the universe."""
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
s199 = json.load(open(os.path.join(REF, 'set199_scenarios.json')))
s202 = json.load(open(os.path.join(REF, 'set202_scenarios.json')))
chosen, uni = [], {}
for x in s199:
    g = groups[trees[x][0]]
    rest = [y for y in g if y != x and y not in s202]
    assert rest, x
    c = rest[0]
    chosen.append({'scenario': c, 'set199_id': x, 'records_with_this_tree': g})
    u = trees[c][1]
    uni[c] = {'name': names[c], 'universe': u}
    print(c, x, len(g), names[c], list(u), len(u[list(u)[0]]))
assert len({trees[c['scenario']][0] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 199's 20 scenarios in set 199's order; represent each by its lowest record id that is neither set 199's id nor one of set 202's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set204_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
