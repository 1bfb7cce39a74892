import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    ds['official-%03d' % i] = (list(u), u, json.dumps(u, sort_keys=True), m.group(1) if m else 'N')
groups = {}
for k, v in ds.items():
    groups.setdefault(v[2], []).append(k)
s254 = json.load(open(os.path.join(HERE, 'ref', 'set254_scenarios.json')))
s258 = json.load(open(os.path.join(HERE, 'ref', 'set258_scenarios.json')))
chosen = []
for x in s254:
    g = sorted(groups[ds[x][2]])
    rest = [y for y in g if y != x and y not in s254 and y not in s258]
    chosen.append({'scenario': rest[0] if rest else x, 'set254_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 254's 20 scenarios in set 254's order; represent each by its lowest record id that is neither set 254's id nor one of set 258's ids", 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set259_scenarios.json'), 'w'))
info = {}
for c in chosen:
    levels, u, _, name = ds[c['scenario']]
    info[c['scenario']] = {'levels': levels, 'u': u, 'name': name}
json.dump(info, open('/tmp/blind259/scen_info.json', 'w'))
for c in chosen:
    print(c['scenario'], c['set254_id'], len(c['records_with_this_tree']), info[c['scenario']]['name'], info[c['scenario']]['levels'])
