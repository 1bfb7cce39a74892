import json, os
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    line = [l for l in s.split('\n') if 'You are managing information for:' in l][0]
    name = line.split('You are managing information for:')[1].strip().split()[0].strip('.,')
    U['official-%03d' % i] = {'universe': u, 'name': name, 'key': json.dumps(u, sort_keys=True)}
groups = {}
for k in sorted(U):
    groups.setdefault(U[k]['key'], []).append(k)
print('trees', len(groups))
s45 = json.load(open(os.path.join(H, 'ref', 'set45_scenarios.json')))
chosen = []
for x in s45:
    g = sorted(groups[U[x]['key']])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set45_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 45's 20 scenarios in set 45's order; represent each by its lowest record id that is not set 45's id", 'chosen': chosen}, open(os.path.join(H, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(H, 'ref', 'set50_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sc = c['scenario']; u = U[sc]['universe']
    out[sc] = {'universe': u, 'name': U[sc]['name']}
    lv = list(u)
    print(sc, c['set45_id'], U[sc]['name'], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(H, 'build', 'universes.json'), 'w'), indent=1)
