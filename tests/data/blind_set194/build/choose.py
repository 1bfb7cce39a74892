"""Set 194's universes: group the 300 official records by tree (the universe in defender_private_information,
read up to its end); take the 20 trees holding set 189's 20 scenarios (ref/set189_scenarios.json) in set 189's
order; represent each by its lowest record id that is neither set 189's id nor one of set 193's ids
(ref/set193_scenarios.json). Reads only defender_private_information, only up to the end of the universe, and the
'You are managing information for: <name>' line inside that part."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    rid = 'official-%03d' % i
    uni[rid] = u
    names[rid] = m.group(1) if m else None
groups = {}
for rid, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
s189 = json.load(open(os.path.join(SET, 'ref', 'set189_scenarios.json')))
s193 = json.load(open(os.path.join(SET, 'ref', 'set193_scenarios.json')))
chosen = []
for x in s189:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s193]
    c = rest[0] if rest else x
    assert c != x and c not in s193
    chosen.append({'scenario': c, 'set189_id': x, 'records_with_this_tree': g})
assert len({json.dumps(uni[c['scenario']], sort_keys=True) for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 189's 20 scenarios in set 189's order; "
           "represent each by its lowest record id that is neither set 189's id nor one of set 193's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set194_scenarios.json'), 'w'))
out = {}
for c in chosen:
    x = c['scenario']; u = uni[x]; lv = list(u)
    out[x] = {'name': names[x], 'levels': lv, 'tree': u}
    print(x, c['set189_id'], len(c['records_with_this_tree']), names[x], lv, len(u[lv[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
