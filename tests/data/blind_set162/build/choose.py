"""Set 162's universes: the 20 trees of set 157's scenarios (ref/set157_scenarios.json), in set 157's order, each
represented by its lowest record id that is neither set 157's id nor one of set 161's ids (ref/set161_scenarios.json).
Reads only defender_private_information, only up to the end of the universe; the first name is searched for only
in that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, name = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    rid = 'official-%03d' % i
    uni[rid] = u
    name[rid] = m.group(1) if m else None
groups = {}
for rid, u in uni.items():
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
key = {rid: json.dumps(u, sort_keys=True) for rid, u in uni.items()}
s157 = json.load(open(os.path.join(REF, 'set157_scenarios.json')))
s161 = json.load(open(os.path.join(REF, 'set161_scenarios.json')))
chosen, out = [], {}
for x in s157:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y != x and y not in s161]
    c = rest[0]
    assert c not in s157 and c not in s161
    chosen.append({'scenario': c, 'set157_id': x, 'records_with_this_tree': g})
    u = uni[c]
    lv = list(u)
    out[c] = {'name': name[c], 'levels': lv, 'universe': u}
    print(c, x, len(g), name[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 157's 20 scenarios in set 157's order; "
           "represent each by its lowest record id that is neither set 157's id nor one of set 161's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set162_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
