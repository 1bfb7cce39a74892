"""Choose set 196's scenarios: the 20 trees holding set 191's 20 scenarios (ref/set191_scenarios.json), in set 191's
order; each represented by its lowest record id that is neither set 191's id nor one of set 195's ids
(ref/set195_scenarios.json). Reads only defender_private_information, up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    uni['official-%03d' % i] = u
    names['official-%03d' % i] = m.group(1) if m else None
groups = {}
for k, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s191 = json.load(open(os.path.join(REF, 'set191_scenarios.json')))
s195 = json.load(open(os.path.join(REF, 'set195_scenarios.json')))
chosen = []
for x in s191:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s195]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set191_id': x, 'records_with_this_tree': g})
assert len({json.dumps(uni[c['scenario']], sort_keys=True) for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 191's 20 scenarios in set 191's order; "
                   "represent each by its lowest record id that is neither set 191's id nor one of set 195's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set196_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sc = c['scenario']
    u = uni[sc]
    out[sc] = {'name': names[sc], 'levels': list(u), 'universe': u}
    print(sc, c['set191_id'], len(c['records_with_this_tree']), names[sc], list(u), len(u[list(u)[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
