import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    trees[sid] = u
    line = [l for l in s.splitlines() if 'You are managing information for:' in l][0]
    names[sid] = line.split('You are managing information for:')[1].strip().split()[0].strip('.,')
groups = {}
for sid in sorted(trees):
    groups.setdefault(json.dumps(trees[sid], sort_keys=True), []).append(sid)
print('trees', len(groups))
s36 = json.load(open(os.path.join(HERE, 'ref', 'set36_scenarios.json')))
chosen, out = [], {}
for x in s36:
    g = sorted(groups[json.dumps(trees[x], sort_keys=True)])
    rep = [y for y in g if y != x][0]
    chosen.append({'scenario': rep, 'set36_id': x, 'records_with_this_tree': g})
    out[rep] = {'name': names[rep], 'universe': trees[rep]}
    print(rep, x, names[rep], list(trees[rep]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 36's 20 scenarios in set 36's order; represent each by its lowest record id that is not set 36's id", 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set41_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
