"""Set 222: choose one record per tree of set 217 (lowest id of its group, neither set 217's id nor one of set 221's ids).
Reads only defender_private_information up to the end of the universe, and the target's first name in that span."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: (\S+)', s[:j + end])
    uni['official-%03d' % i] = (u, m.group(1).strip('.,') if m else None, json.dumps(u, sort_keys=True))
groups = {}
for k, v in uni.items(): groups.setdefault(v[2], []).append(k)
s217 = json.load(open(os.path.join(REF, 'set217_scenarios.json')))
s221 = json.load(open(os.path.join(REF, 'set221_scenarios.json')))
chosen = []; out = {}
for x in s217:
    g = sorted(groups[uni[x][2]])
    rest = [y for y in g if y != x and y not in s221]
    sc = rest[0]
    chosen.append({'scenario': sc, 'set217_id': x, 'records_with_this_tree': g})
    u = uni[sc][0]; lv = list(u)
    out[sc] = {'name': uni[sc][1], 'levels': lv, 'universe': u}
    print(sc, x, len(g), uni[sc][1], lv, [len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values())])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 217's 20 scenarios in set 217's order; represent each by its lowest record id that is neither set 217's id nor one of set 221's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set222_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
