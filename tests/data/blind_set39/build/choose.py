import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    name = re.search(r'You are managing information for: (\S+)', s).group(1)
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    uni['official-%03d' % i] = (name, u, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k][2], []).append(k)
print('trees', len(groups))
s34 = json.load(open(os.path.join(ROOT, 'ref', 'set34_scenarios.json')))
chosen = []
for x in s34:
    g = sorted(groups[uni[x][2]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set34_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 34's 20 scenarios in set 34's order; represent each by its lowest record id that is not set 34's id",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set39_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    name, u, _ = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    print(c['scenario'], c['set34_id'], name, list(u))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
