"""Choose set 195's scenarios: the 20 trees of set 190's scenarios (ref/set190_scenarios.json), in set 190's order,
each represented by its lowest record id that is neither set 190's id nor one of set 193's ids
(ref/set193_scenarios.json). Reads only defender_private_information, only up to the end of the universe, and the
target's first name from that text only."""
import json, re, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees = {}
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(sid)
    info[sid] = (key, u, m.group(1).strip('.,') if m else None)
s190 = json.load(open(os.path.join(REF, 'set190_scenarios.json')))
s193 = json.load(open(os.path.join(REF, 'set193_scenarios.json')))
chosen = []
for x in s190:
    grp = sorted(trees[info[x][0]])
    rest = [y for y in grp if y != x and y not in s193]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set190_id': x, 'records_with_this_tree': grp})
assert len({info[c['scenario']][0] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 190's 20 scenarios in set 190's order; "
                   "represent each by its lowest record id that is neither set 190's id nor one of set 193's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set195_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    k, u, name = info[c['scenario']]
    uni[c['scenario']] = {'name': name, 'levels': list(u), 'universe': u}
    print(c['scenario'], c['set190_id'], len(c['records_with_this_tree']), name, list(u), len(u[list(u)[0]]))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
