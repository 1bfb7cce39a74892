"""Choose set 201's 20 scenarios: group the 300 records by tree (equal universes); take the 20 trees holding
set 196's 20 scenarios (ref/set196_scenarios.json) in set 196's order; represent each by its lowest record id
that is neither set 196's id nor one of set 199's ids (ref/set199_scenarios.json).
Reads only defender_private_information, only up to the end of the universe (and the target's first name,
searched for only in that text)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    uni['official-%03d' % i] = {'universe': u, 'name': m.group(1) if m else None,
                                'key': json.dumps(u, sort_keys=True)}
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k]['key'], []).append(k)
s196 = json.load(open(os.path.join(ROOT, 'ref', 'set196_scenarios.json')))
s199 = json.load(open(os.path.join(ROOT, 'ref', 'set199_scenarios.json')))
chosen = []
for x in s196:
    g = sorted(groups[uni[x]['key']])
    rest = [y for y in g if y != x and y not in s199]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set196_id': x, 'records_with_this_tree': g})
assert len({uni[c['scenario']]['key'] for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 196's 20 scenarios in set 196's order; "
        "represent each by its lowest record id that is neither set 196's id nor one of set 199's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set201_scenarios.json'), 'w'), indent=1)
out = {c['scenario']: {'name': uni[c['scenario']]['name'], 'universe': uni[c['scenario']]['universe']} for c in chosen}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = uni[c['scenario']]['universe']
    lv = list(u)
    print(c['scenario'], c['set196_id'], len(c['records_with_this_tree']), uni[c['scenario']]['name'], '/'.join(lv), len(u[lv[0]]))
