import json, os
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}; names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    U[sid] = u
    k = s.index('You are managing information for:')
    names[sid] = s[k:].split(':', 1)[1].strip().split()[0].strip('.,')
groups = {}
for sid in sorted(U):
    groups.setdefault(json.dumps(U[sid], sort_keys=True), []).append(sid)
print('trees', len(groups))
s40 = json.load(open(os.path.join(H, 'ref', 'set40_scenarios.json')))
chosen = []
for x in s40:
    g = sorted(groups[json.dumps(U[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set40_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 40's 20 scenarios in set 40's order; represent each by its lowest record id that is not set 40's id", 'chosen': chosen}, open(os.path.join(H, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(H, 'ref', 'set45_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': U[c['scenario']]} for c in chosen}, open(os.path.join(H, 'build', 'universes.json'), 'w'), indent=1)
for c in chosen:
    print(c['scenario'], c['set40_id'], names[c['scenario']], list(U[c['scenario']]))
