"""Set 192: choose the universes. Touches only defender_private_information, read up to the end of the
universe, and the target's first name searched for only in that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    name = m.group(1).strip('.,;:') if m else None
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k, (u, key, nm) in sorted(ds.items()):
    groups.setdefault(key, []).append(k)
s187 = json.load(open(os.path.join(ROOT, 'ref', 'set187_scenarios.json')))
s190 = json.load(open(os.path.join(ROOT, 'ref', 'set190_scenarios.json')))
chosen = []
for x in s187:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s190]
    c = rest[0] if rest else x
    assert c != x and c not in s190
    chosen.append({'scenario': c, 'set187_id': x, 'records_with_this_tree': g})
assert len({ds[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 187's 20 scenarios in set 187's order; "
                   "represent each by its lowest record id that is neither set 187's id nor one of set 190's ids",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set192_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, key, nm = ds[c['scenario']]
    uni[c['scenario']] = {'levels': list(u), 'universe': u, 'name': nm}
    print(c['scenario'], c['set187_id'], len(c['records_with_this_tree']), nm, list(u), len(u[list(u)[0]]))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
