#!/usr/bin/env python3
"""Set 29's scenario rule: the 20 trees holding set 24's 20 scenarios, in set 24's order, each represented
by its lowest record id that is not set 24's chosen id. Reads only each record's universe and target name."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    rid = 'official-%03d' % i
    unis[rid] = u
    m = re.search(r'You are managing information for: ([^\n]+)', s)
    names[rid] = m.group(1).strip() if m else None
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
s24 = json.load(open(os.path.join(REF, 'set24_scenarios.json')))
chosen = []
for x in s24:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set24_scenario': x, 'records_with_this_tree': g})
out = {'rule': "Group the 300 official records by tree (two records share a tree when their universes are equal; "
               "100 trees of three records). Take the 20 trees that hold set 24's 20 scenarios (ref/set24_scenarios.json), "
               "in set 24's order; represent each by its lowest record id that is not set 24's chosen id.",
       'n_trees': len(groups), 'chosen': chosen, 'trees_not_taken': []}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set29_scenarios.json'), 'w'), indent=1)
uv = {c['scenario']: {'universe': unis[c['scenario']], 'name': names[c['scenario']]} for c in chosen}
json.dump(uv, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(groups), 'trees')
for c in chosen:
    u = unis[c['scenario']]
    print(c['scenario'], c['set24_scenario'], names[c['scenario']], list(u), json.dumps(u)[:150])
