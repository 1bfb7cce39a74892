import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}; names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    line = [l for l in s.split('\n') if 'You are managing information for:' in l][0]
    names[sid] = line.split('You are managing information for:')[1].strip().split()[0].strip('.,')
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
print('trees', len(groups))
s43 = json.load(open(os.path.join(REF, 'set43_scenarios.json')))
chosen = []
for x in s43:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set43_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 43's 20 scenarios in set 43's order; represent each by its lowest record id that is not set 43's id", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set48_scenarios.json'), 'w'), indent=1)
out = {c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = uni[c['scenario']]; lv = list(u)
    print(c['scenario'], c['set43_id'], names[c['scenario']], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
