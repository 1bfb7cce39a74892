"""Choose set 199's 20 scenarios: group the 300 records by tree (equal universes); take the 20 trees holding
set 194's 20 scenarios (ref/set194_scenarios.json) in set 194's order; represent each by its lowest record id that
is neither set 194's id nor one of set 197's ids (ref/set197_scenarios.json). Reads only defender_private_information,
only up to the end of the universe (the target's first name is searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s,.;]+)', head)
    uni['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid][0], sort_keys=True), []).append(sid)
key = lambda sid: json.dumps(uni[sid][0], sort_keys=True)
s194 = json.load(open(os.path.join(SET, 'ref', 'set194_scenarios.json')))
s197 = json.load(open(os.path.join(SET, 'ref', 'set197_scenarios.json')))
assert len(s194) == 20 and len({key(x) for x in s194}) == 20
chosen = []
for x in s194:
    g = sorted(groups[key(x)])
    rest = [y for y in g if y != x and y not in s197]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set194_id': x, 'records_with_this_tree': g})
assert len({key(c['scenario']) for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 194's 20 scenarios in set 194's order; "
           "represent each by its lowest record id that is neither set 194's id nor one of set 197's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set199_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    print(c['scenario'], c['set194_id'], len(c['records_with_this_tree']), name, list(u), len(u[list(u)[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
