import json, os
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}; names = {}; groups = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    k = s.index('You are managing information for:')
    names[sid] = s[k:].split(':', 1)[1].strip().split()[0]
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
s31 = json.load(open(os.path.join(H, 'ref', 'set31_scenarios.json')))
chosen = []
for x in s31:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set31_id': x, 'records_with_this_tree': g})
used = {json.dumps(uni[x], sort_keys=True) for x in s31}
json.dump({'rule': 'group the 300 records by tree; take the 20 trees holding set 31\'s 20 scenarios in set 31\'s order; represent each by its lowest record id that is not set 31\'s id',
           'chosen': chosen, 'trees_not_taken': len(groups) - len(used)}, open(os.path.join(H, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(H, 'ref', 'set36_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'u': uni[c['scenario']], 'name': names[c['scenario']]} for c in chosen}, open(os.path.join(H, 'build', 'universes.json'), 'w'))
print(len(groups))
for c in chosen:
    print(c['scenario'], c['set31_id'], names[c['scenario']], list(uni[c['scenario']]))
