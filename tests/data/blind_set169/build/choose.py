"""Set 169: choose one record per tree of set 164's 20 scenarios (touches only defender_private_information,
only up to the end of the universe, and the target's first name searched for only in that text)."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).strip('.,') if m else None)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s164 = json.load(open(os.path.join(HERE, 'ref', 'set164_scenarios.json')))
s167 = json.load(open(os.path.join(HERE, 'ref', 'set167_scenarios.json')))
chosen = []
for x in s164:
    g = sorted(groups[recs[x][1]])
    rest = [y for y in g if y != x and y not in s167]
    c = rest[0] if rest else x
    assert c not in s164 and c not in s167
    chosen.append({'scenario': c, 'set164_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 164's 20 scenarios in set 164's order; "
                   "represent each by its lowest record id that is neither set 164's id nor one of set 167's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set169_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, _, name = recs[c['scenario']]
    uni[c['scenario']] = {'name': name, 'levels': list(u), 'tree': u}
    print(c['scenario'], c['set164_id'], len(c['records_with_this_tree']), name, list(u), len(u[list(u)[0]]))
json.dump(uni, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
