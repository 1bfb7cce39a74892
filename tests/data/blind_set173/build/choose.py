"""Set 173's universes: group the 300 records by tree; take the 20 trees holding set 168's 20 scenarios in set 168's
order; represent each by its lowest record id that is neither set 168's id nor one of set 171's ids.
Reads only defender_private_information, only up to the end of the universe, and the target's first name there."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    uni['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).strip('.,') if m else None)
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k][1], []).append(k)
s168 = json.load(open(os.path.join(REF, 'set168_scenarios.json')))
s171 = json.load(open(os.path.join(REF, 'set171_scenarios.json')))
chosen = []
for x in s168:
    g = sorted(groups[uni[x][1]])
    rest = [y for y in g if y != x and y not in s171]
    c = rest[0]
    assert c not in s168 and c not in s171
    chosen.append({'scenario': c, 'set168_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 168's 20 scenarios in set 168's order; represent each by its lowest record id that is neither set 168's id nor one of set 171's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set173_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, _, name = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set168_id'], len(c['records_with_this_tree']), name, lv, len(u[lv[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
