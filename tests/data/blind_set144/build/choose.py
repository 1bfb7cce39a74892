#!/usr/bin/env python3
"""Set 144's scenario rule: group the 300 records by tree (only defender_private_information up to the end of the
universe is parsed); take the 20 trees holding set 139's 20 scenarios (ref/set139_scenarios.json) in set 139's order;
represent each by its lowest record id that is neither set 139's id nor one of set 141's ids
(ref/set141_scenarios.json). Writes ref/scenario_choices.json, ref/set144_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s139 = json.load(open(os.path.join(REF, 'set139_scenarios.json')))
s141 = json.load(open(os.path.join(REF, 'set141_scenarios.json')))
chosen, univ = [], {}
for x in s139:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s141]
    c = rest[0] if rest else x
    assert c not in s139 and c not in s141
    chosen.append({'scenario': c, 'set139_id': x, 'records_with_this_tree': g})
    u, _, name = info[c]
    levels = list(u)
    univ[c] = {'name': name, 'levels': levels, 'tree': u}
    print(c, x, len(g), name, levels, len(u[levels[0]]), sorted({len(v) for v in u[levels[1]].values()}),
          sorted({len(v) for v in u[levels[2]].values()}), any(y in s141 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 139's 20 scenarios in set 139's order; "
                   "represent each by its lowest record id that is neither set 139's id nor one of set 141's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set144_scenarios.json'), 'w'), indent=1)
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
