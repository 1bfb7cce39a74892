"""Choose set 217's 20 scenarios: the trees of set 212's 20 scenarios, in set 212's order, each represented by
its lowest record id that is neither set 212's id nor one of set 215's ids. Reads only defender_private_information,
only up to the end of the universe (and the target's first name within that span)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z]+)', head)
    ds['official-%03d' % i] = (list(u), u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, v in sorted(ds.items()):
    groups.setdefault(v[2], []).append(k)
s212 = json.load(open(os.path.join(REF, 'set212_scenarios.json')))
s215 = json.load(open(os.path.join(REF, 'set215_scenarios.json')))
chosen = []
for x in s212:
    rest = [y for y in sorted(groups[ds[x][2]]) if y != x and y not in s215]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set212_id': x, 'records_with_this_tree': sorted(groups[ds[x][2]])})
assert len({ds[c['scenario']][2] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 212's 20 scenarios in set 212's order; "
           "represent each by its lowest record id that is neither set 212's id nor one of set 215's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set217_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    x = c['scenario']
    levels, u, _, name = ds[x]
    uni[x] = {'levels': levels, 'universe': u, 'name': name}
    print(x, c['set212_id'], len(c['records_with_this_tree']), name, levels, [len(u[l]) if li == 0 else sum(len(v) for v in u[l].values()) for li, l in enumerate(levels)])
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
