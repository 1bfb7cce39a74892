import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
keys, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    keys[sid] = json.dumps(u, sort_keys=True); unis[sid] = u
    k = s.index('You are managing information for:')
    names[sid] = s[k:].split(':', 1)[1].strip().split()[0].strip('.,')
groups = {}
for sid in sorted(keys): groups.setdefault(keys[sid], []).append(sid)
print('trees', len(groups))
s46 = json.load(open(os.path.join(REF, 'set46_scenarios.json')))
chosen = []
for x in s46:
    g = sorted(groups[keys[x]]); rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set46_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 46's 20 scenarios in set 46's order; represent each by its lowest record id that is not set 46's id", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set51_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']; u = unis[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
    print(sid, c['set46_id'], names[sid], list(u), len(u[list(u)[0]]), [len(v) for v in u[list(u)[1]].values()], [len(v) for v in u[list(u)[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
