#!/usr/bin/env python3
"""Set 137's scenario choice: the 20 trees holding set 132's scenarios (ref/set132_scenarios.json), in set 132's
order, each represented by its lowest record id that is neither set 132's id nor one of set 135's ids.
Reads of each official record only defender_private_information up to the end of its universe."""
import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    rid = 'official-%03d' % i
    trees[rid] = json.dumps(u, sort_keys=True)
    unis[rid] = u
    nm = None
    for ln in head.splitlines():
        if 'You are managing information for:' in ln:
            nm = ln.split('You are managing information for:')[1].strip().split()[0].strip('.,')
    names[rid] = nm
groups = {}
for rid, t in trees.items():
    groups.setdefault(t, []).append(rid)
s132 = json.load(open(os.path.join(HERE, 'ref', 'set132_scenarios.json')))
s135 = set(json.load(open(os.path.join(HERE, 'ref', 'set135_scenarios.json'))))
chosen = []
for x in s132:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s135]
    c = rest[0]
    assert c not in s132 and c not in s135
    chosen.append({'scenario': c, 'set132_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], any(y in s135 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 132's 20 scenarios in set 132's order; represent each by its lowest record id that is neither set 132's id nor one of set 135's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set137_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
