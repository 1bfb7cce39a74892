import json
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    k = s.index('You are managing information for:')
    name = s[k:].split(':', 1)[1].strip().split()[0].strip('.,')
    U['official-%03d' % i] = (u, name)
groups = {}
for sid in sorted(U):
    groups.setdefault(json.dumps(U[sid][0], sort_keys=True), []).append(sid)
print(len(groups))
s48 = json.load(open('ref/set48_scenarios.json'))
ch = []
for x in s48:
    g = sorted(groups[json.dumps(U[x][0], sort_keys=True)])
    rest = [y for y in g if y != x]
    ch.append({'scenario': rest[0], 'set48_id': x, 'records_with_this_tree': g})
    u = U[rest[0]][0]
    print(rest[0], x, U[rest[0]][1], list(u), [len(u[l]) if isinstance(u[l], list) else len(u[l]) for l in u])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 48's 20 scenarios in set 48's order; represent each by its lowest record id that is not set 48's id", 'chosen': ch}, open('ref/scenario_choices.json', 'w'), indent=1)
json.dump([c['scenario'] for c in ch], open('ref/set53_scenarios.json', 'w'), indent=1)
json.dump({c['scenario']: {'universe': U[c['scenario']][0], 'name': U[c['scenario']][1]} for c in ch}, open('build/universes.json', 'w'), indent=1)
