"""Choose set 219's universes: the 20 trees of set 214's scenarios (ref/set214_scenarios.json), in set 214's order,
each represented by the lowest record id of its tree group that is neither set 214's id nor one of set 215's ids
(ref/set215_scenarios.json). Reads only defender_private_information, up to the end of the universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = None
    k = head.find('You are managing information for:')
    if k >= 0:
        name = head[k + len('You are managing information for:'):].strip().split()[0].strip('.,;:')
    uni['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for sid in sorted(uni):
    groups.setdefault(uni[sid][1], []).append(sid)
s214 = json.load(open(os.path.join(REF, 'set214_scenarios.json')))
s215 = json.load(open(os.path.join(REF, 'set215_scenarios.json')))
chosen = []
for x in s214:
    g = sorted(groups[uni[x][1]])
    rest = [y for y in g if y != x and y not in s215]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set214_id': x, 'records_with_this_tree': g})
assert len({uni[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 214's 20 scenarios in set 214's order; "
           "represent each by its lowest record id that is neither set 214's id nor one of set 215's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(REF, 'set219_scenarios.json'), 'w'))
out = {}
for c in chosen:
    u, _, name = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set214_id'], len(c['records_with_this_tree']), name, lv,
          len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
