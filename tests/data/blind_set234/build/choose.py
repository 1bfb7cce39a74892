"""Choose set 234's scenarios: the 20 trees of set 229's ids (set 229's order); each represented by the lowest
record id of its group that is neither set 229's id nor one of set 230's ids. Reads only the universes."""
import json
D = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
s229 = json.load(open('ref/set229_scenarios.json')); s230 = json.load(open('ref/set230_scenarios.json'))
uni, groups = {}, {}
for i, rec in enumerate(D):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    name = head.split('You are managing information for:')[1].split()[0].strip('.,') if 'You are managing information for:' in head else None
    sid = 'official-%03d' % i
    uni[sid] = (u, name)
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
chosen = []
for x in s229:
    g = sorted(groups[json.dumps(uni[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s230]
    chosen.append({'scenario': rest[0], 'set229_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 229's 20 scenarios in set 229's order; represent each by its lowest record id that is neither set 229's id nor one of set 230's ids", 'chosen': chosen}, open('ref/scenario_choices.json', 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open('ref/set234_scenarios.json', 'w'))
json.dump({c['scenario']: {'universe': uni[c['scenario']][0], 'name': uni[c['scenario']][1]} for c in chosen}, open('build/universes.json', 'w'), indent=1)
for c in chosen:
    u, n = uni[c['scenario']]
    print(c['scenario'], c['set229_id'], len(c['records_with_this_tree']), n, list(u))
