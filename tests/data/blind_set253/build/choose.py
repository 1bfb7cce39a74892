"""Choose set 253's scenarios: the 20 trees of set 248's scenarios, each represented by its lowest record id
that is neither set 248's id nor one of set 252's ids. Reads only defender_private_information up to the end of
the universe, and the first name from the text up to that point."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: *([A-Za-z\-]+)', s[:j + end])
    uni['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k, (u, _) in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s248 = json.load(open(os.path.join(REF, 'set248_scenarios.json')))
s252 = json.load(open(os.path.join(REF, 'set252_scenarios.json')))
chosen = []
for x in s248:
    g = sorted(groups[json.dumps(uni[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s248 and y not in s252]
    chosen.append({'scenario': rest[0], 'set248_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 248's 20 scenarios in set 248's order; represent each by its lowest record id that is neither set 248's id nor one of set 252's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set253_scenarios.json'), 'w'))
out = {}
for c in chosen:
    u, name = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    print(c['scenario'], c['set248_id'], len(c['records_with_this_tree']), name, list(u))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
