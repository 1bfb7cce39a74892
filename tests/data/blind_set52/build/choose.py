import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    k = s.index('You are managing information for:')
    name = s[k:].split(':', 1)[1].strip().split()[0].strip('.,')
    U['official-%03d' % i] = {'universe': u, 'name': name}
groups = {}
for sid in sorted(U):
    groups.setdefault(json.dumps(U[sid]['universe'], sort_keys=True), []).append(sid)
print('trees', len(groups))
s47 = json.load(open(os.path.join(HERE, 'ref', 'set47_scenarios.json')))
chosen = []
for x in s47:
    g = sorted(groups[json.dumps(U[x]['universe'], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set47_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 47's 20 scenarios in set 47's order; represent each by its lowest record id that is not set 47's id", 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set52_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u = U[c['scenario']]['universe']; lv = list(u)
    out[c['scenario']] = U[c['scenario']]
    print(c['scenario'], c['set47_id'], U[c['scenario']]['name'], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
