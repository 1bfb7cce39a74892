import json, re, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: *([^\s,.]+)', s)
    U['official-%03d' % i] = {'universe': u, 'name': m.group(1) if m else None}
groups = {}
for k in sorted(U):
    groups.setdefault(json.dumps(U[k]['universe'], sort_keys=True), []).append(k)
print('trees', len(groups))
s42 = json.load(open(os.path.join(REF, 'set42_scenarios.json')))
chosen = []
for x in s42:
    g = sorted(groups[json.dumps(U[x]['universe'], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set42_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 42's 20 scenarios in set 42's order; represent each by its lowest record id that is not set 42's id", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set47_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: U[c['scenario']] for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = U[c['scenario']]['universe']; print(c['scenario'], c['set42_id'], U[c['scenario']]['name'], list(u))
