"""Choose set 243's scenarios: the 20 trees of set 238's scenarios, in set 238's order; each represented by
its lowest record id that is neither set 238's id nor one of set 242's ids. Reads only defender_private_information,
up to the end of the universe, and the target's first name in that text."""
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
s238 = json.load(open(os.path.join(REF, 'set238_scenarios.json')))
s242 = json.load(open(os.path.join(REF, 'set242_scenarios.json')))
chosen = []
for x in s238:
    g = groups[uni[x][2]]
    rest = [y for y in g if y != x and y not in s238 and y not in s242]
    chosen.append({'scenario': rest[0], 'set238_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 238's 20 scenarios in set 238's order; represent each by its lowest record id that is neither set 238's id nor one of set 242's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(REF, 'set243_scenarios.json'), 'w'))
out = {}
for c in chosen:
    u, name, _ = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    print(c['scenario'], c['set238_id'], len(c['records_with_this_tree']), name, list(u))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
