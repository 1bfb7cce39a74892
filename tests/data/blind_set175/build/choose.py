"""Set 175's scenario choice: the 20 trees of set 170's scenarios, in set 170's order; each represented by the
lowest record id of its tree group that is neither set 170's id nor one of set 173's ids.
Reads only defender_private_information, only up to the end of the universe, and the target's first name
(searched for only in the text up to the end of the universe)."""
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
    m = re.search(r'You are managing information for: (\w+)', head)
    uni['official-%03d' % i] = (u, m.group(1) if m else None, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k][2], []).append(k)
s170 = json.load(open(os.path.join(REF, 'set170_scenarios.json')))
s173 = json.load(open(os.path.join(REF, 'set173_scenarios.json')))
chosen = []
for x in s170:
    g = sorted(groups[uni[x][2]])
    rest = [y for y in g if y != x and y not in s173]
    c = rest[0]
    assert c not in s170 and c not in s173
    chosen.append({'scenario': c, 'set170_id': x, 'records_with_this_tree': g})
    u, name, _ = uni[c]
    print(c, x, len(g), name, list(u), len(u[list(u)[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 170's 20 scenarios in set 170's order; "
                   "represent each by its lowest record id that is neither set 170's id nor one of set 173's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set175_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(uni[c['scenario']][0]), 'universe': uni[c['scenario']][0],
                           'name': uni[c['scenario']][1]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
