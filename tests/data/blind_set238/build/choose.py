"""Set 238: pick one record per tree of set 233's 20 scenarios (lowest id of the tree group that is neither
set 233's id nor one of set 236's ids). Reads only defender_private_information, up to the end of the universe,
and the target's first name in that same prefix."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    pre = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z\'-]+)', pre)
    uni['official-%03d' % i] = (u, m.group(1) if m else None, json.dumps(u, sort_keys=True))
groups = {}
for k, v in sorted(uni.items()):
    groups.setdefault(v[2], []).append(k)
s233 = json.load(open(os.path.join(REF, 'set233_scenarios.json')))
s236 = json.load(open(os.path.join(REF, 'set236_scenarios.json')))
chosen, out = [], {}
for x in s233:
    g = sorted(groups[uni[x][2]])
    rest = [y for y in g if y != x and y not in s233 and y not in s236]
    c = rest[0]
    chosen.append({'scenario': c, 'set233_id': x, 'records_with_this_tree': g})
    out[c] = {'levels': list(uni[c][0]), 'name': uni[c][1], 'universe': uni[c][0]}
    print(c, x, len(g), uni[c][1], list(uni[c][0]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 233's 20 scenarios in set 233's order; represent each by its lowest record id that is neither set 233's id nor one of set 236's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set238_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
