"""Choose set 197's scenarios: group the 300 records by tree (equal universes); take the 20 trees holding set 192's
20 scenarios (ref/set192_scenarios.json), in set 192's order; represent each by its lowest record id that is neither
set 192's id nor one of set 195's ids (ref/set195_scenarios.json). Reads only defender_private_information, up to the
end of the universe, and the target's first name searched for only in that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
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
for k, (u, key, _) in sorted(info.items()):
    groups.setdefault(key, []).append(k)
s192 = json.load(open(os.path.join(ROOT, 'ref', 'set192_scenarios.json')))
s195 = json.load(open(os.path.join(ROOT, 'ref', 'set195_scenarios.json')))
chosen = []
for x in s192:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s195]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set192_id': x, 'records_with_this_tree': g})
assert len({info[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 192's 20 scenarios in set 192's order; "
           "represent each by its lowest record id that is neither set 192's id nor one of set 195's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set197_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, key, name = info[c['scenario']]
    uni[c['scenario']] = {'name': name, 'levels': list(u), 'tree': u}
    print(c['scenario'], c['set192_id'], len(c['records_with_this_tree']), name, list(u), len(u[list(u)[0]]))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
