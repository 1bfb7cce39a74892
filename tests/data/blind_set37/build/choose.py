#!/usr/bin/env python3
"""Set 37's scenario rule: group the 300 records by tree; take the 20 trees holding set 32's 20 scenarios,
in set 32's order; represent each by its lowest record id that is not set 32's id. Reads only each record's
universe (defender_private_information up to the end of the universe) and the target's first name."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    name = s.split('You are managing information for:', 1)[1].split('\n', 1)[0].strip()
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    U['official-%03d' % i] = (name, u)
groups = {}
for k in sorted(U):
    groups.setdefault(json.dumps(U[k][1], sort_keys=True), []).append(k)
print('trees:', len(groups))
s32 = json.load(open(os.path.join(REF, 'set32_scenarios.json')))
chosen = []
for x in s32:
    g = sorted(groups[json.dumps(U[x][1], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set32_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 32's 20 scenarios in set 32's order; "
           "represent each by its lowest record id that is not set 32's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set37_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': U[c['scenario']][0], 'universe': U[c['scenario']][1]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    nm, u = U[c['scenario']]
    print(c['scenario'], c['set32_id'], nm, list(u))
