"""Set 166's scenario choice: the 20 trees of set 161's scenarios, in set 161's order; each represented by its
lowest record id that is neither set 161's id nor one of set 165's ids. Reads only defender_private_information,
up to the end of the universe, and the target's first name in that text up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
s161 = json.load(open(os.path.join(HERE, 'ref', 'set161_scenarios.json')))
s165 = json.load(open(os.path.join(HERE, 'ref', 'set165_scenarios.json')))
chosen = []
for x in s161:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s165]
    c = rest[0] if rest else x
    assert c not in s161 and c not in s165
    chosen.append({'scenario': c, 'set161_id': x, 'records_with_this_tree': g})
    u = uni[c]
    print(c, x, len(g), names[c], list(u), len(u[list(u)[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 161's 20 scenarios in set 161's order; "
           "represent each by its lowest record id that is neither set 161's id nor one of set 165's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set166_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
