"""Set 190's universes: group the 300 records by tree (equal universes); take the 20 trees holding set 185's 20
scenarios (ref/set185_scenarios.json), in set 185's order; represent each by its lowest record id that is neither
set 185's id nor one of set 189's ids (ref/set189_scenarios.json). Reads only defender_private_information, only up
to the end of the universe (the target's first name is searched for only in that part)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s185 = json.load(open(os.path.join(REF, 'set185_scenarios.json')))
s189 = json.load(open(os.path.join(REF, 'set189_scenarios.json')))
chosen, uni = [], {}
for x in s185:
    g = sorted(groups[recs[x][1]])
    rest = [y for y in g if y != x and y not in s189]
    c = rest[0] if rest else x
    assert c != x and c not in s189
    chosen.append({'scenario': c, 'set185_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    uni[c] = {'name': recs[c][2], 'universe': u}
    print(c, x, len(g), recs[c][2], list(u), len(u[list(u)[0]]))
assert len({recs[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 185's 20 scenarios in set 185's order; "
                   "represent each by its lowest record id that is neither set 185's id nor one of set 189's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set190_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
