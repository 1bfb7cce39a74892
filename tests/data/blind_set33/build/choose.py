import json, os
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}; names = {}
for i, r in enumerate(d):
    s = r['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    k = 'official-%03d' % i
    U[k] = u
    m = s.index('You are managing information for:')
    names[k] = s[m:].split('\n')[0].split(':', 1)[1].strip().split()[0]
groups = {}
for k in sorted(U):
    groups.setdefault(json.dumps(U[k], sort_keys=True), []).append(k)
s28 = json.load(open(os.path.join(H, 'ref', 'set28_scenarios.json')))
chosen = []
for x in s28:
    g = sorted(groups[json.dumps(U[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set28_id': x, 'records_with_this_tree': g})
json.dump({'rule': "Group the 300 official records by tree (equal universes; 100 trees of three records). Take the 20 trees that hold set 28's 20 scenarios (ref/set28_scenarios.json), in set 28's order; represent each by its lowest record id that is not set 28's chosen id.",
           'chosen': chosen, 'trees_not_taken': []}, open(os.path.join(H, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(H, 'ref', 'set33_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'universe': U[c['scenario']], 'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(H, 'build', 'universes.json'), 'w'), indent=1)
print(len(groups))
for c in chosen:
    u = U[c['scenario']]; print(c['scenario'], c['set28_id'], names[c['scenario']], list(u))
