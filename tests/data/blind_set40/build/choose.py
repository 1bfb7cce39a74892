"""Set 40's scenario rule: group the 300 records by tree; take the 20 trees holding set 35's 20 scenarios,
in set 35's order; represent each by its lowest record id that is not set 35's id.
Reads only each record's universe (up to its end) and the target's first name."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    name = re.search(r'You are managing information for: ([^\n]+)', s).group(1).strip().split()[0]
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    recs['official-%03d' % i] = (u, name, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][2], []).append(k)
print('trees:', len(groups))
s35 = json.load(open(os.path.join(REF, 'set35_scenarios.json')))
chosen = []
for x in s35:
    g = groups[recs[x][2]]
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set35_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 35's 20 scenarios in set 35's order; "
                   "represent each by its lowest record id that is not set 35's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set40_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, name, _ = recs[c['scenario']]
    uni[c['scenario']] = {'name': name, 'universe': u}
    print(c['scenario'], c['set35_id'], name, list(u))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
