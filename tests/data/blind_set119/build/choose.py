#!/usr/bin/env python3
"""Set 119's scenario choice: set 114's 20 trees, each at its lowest record id that is neither set 114's nor set 117's.
Reads only defender_private_information of each record, up to the end of its universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    key = 'You are managing information for: '
    assert key in head, i
    names['official-%03d' % i] = head[head.index(key) + len(key):].split('\n')[0].strip().split()[0]
    unis['official-%03d' % i] = u
groups = {}
for k, u in sorted(unis.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s114 = json.load(open(os.path.join(REF, 'set114_scenarios.json')))
s117 = json.load(open(os.path.join(REF, 'set117_scenarios.json')))
chosen = []
for x in s114:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s117]
    c = rest[0]
    assert c not in s114 and c not in s117
    chosen.append({'scenario': c, 'set114_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 114's 20 scenarios in set 114's order; "
           "represent each by its lowest record id that is neither set 114's id nor set 117's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set119_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
