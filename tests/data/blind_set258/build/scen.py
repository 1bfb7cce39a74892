import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    text = s[:j + end]
    k = text.find('You are managing information for: ')
    name = text[k + len('You are managing information for: '):].split()[0] if k >= 0 else None
    U['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
s253 = json.load(open(os.path.join(HERE, '..', 'blind_set253', 'ref', 'set253_scenarios.json')))
s256 = json.load(open(os.path.join(HERE, '..', 'blind_set256', 'ref', 'set256_scenarios.json')))
groups = {}
for k, v in sorted(U.items()):
    groups.setdefault(v[1], []).append(k)
chosen = []
for x in s253:
    g = sorted(groups[U[x][1]])
    rest = [y for y in g if y != x and y not in s256]
    chosen.append({'scenario': rest[0], 'set253_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 253's 20 scenarios in set 253's order; represent each by its lowest record id that is neither set 253's id nor one of set 256's ids", 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set258_scenarios.json'), 'w'))
info = {}
for c in chosen:
    u, _, name = U[c['scenario']]
    info[c['scenario']] = {'name': name, 'u': u}
    print(c['scenario'], c['set253_id'], len(c['records_with_this_tree']), name, list(u))
json.dump(info, open('/tmp/blind258/scen.json', 'w'))
