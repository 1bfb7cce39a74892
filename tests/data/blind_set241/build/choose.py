"""Choose set 241's scenarios: set 236's 20 trees in set 236's order, each represented by its lowest record id
that is neither set 236's id nor one of set 240's ids. Reads only defender_private_information up to the end of
the universe (and the first name in that span)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    name = m.group(1).strip('.,') if m else None
    ds['official-%03d' % i] = (u, name, json.dumps(u, sort_keys=True))
groups = {}
for k, v in ds.items():
    groups.setdefault(v[2], []).append(k)
s236 = json.load(open(os.path.join(REF, 'set236_scenarios.json')))
s240 = json.load(open(os.path.join(REF, 'set240_scenarios.json')))
chosen, out = [], {}
for x in s236:
    g = sorted(groups[ds[x][2]])
    rest = [y for y in g if y != x and y not in s236 and y not in s240]
    y = rest[0]
    chosen.append({'scenario': y, 'set236_id': x, 'records_with_this_tree': g})
    out[y] = {'name': ds[y][1], 'universe': ds[y][0]}
    print(y, x, len(g), ds[y][1], list(ds[y][0]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 236's 20 scenarios in set 236's order; represent each by its lowest record id that is neither set 236's id nor one of set 240's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set241_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
