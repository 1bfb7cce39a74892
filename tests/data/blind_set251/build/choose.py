"""Choose set 251's scenarios: the 20 trees of set 246's scenarios (ref/set246_scenarios.json), in set 246's
order, each represented by its lowest record id that is neither set 246's id nor one of set 250's ids.
Reads only defender_private_information up to the end of the universe (and the target's first name there)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: *([^\n]+)', s[:j + end])
    name = m.group(1).strip().split()[0].strip('.,') if m else None
    ds['official-%03d' % i] = (u, name, json.dumps(u, sort_keys=True))
groups = {}
for k, v in ds.items():
    groups.setdefault(v[2], []).append(k)
s246 = json.load(open(os.path.join(REF, 'set246_scenarios.json')))
s250 = json.load(open(os.path.join(REF, 'set250_scenarios.json')))
chosen, univ = [], {}
for x in s246:
    g = sorted(groups[ds[x][2]])
    rest = [y for y in g if y != x and y not in s246 and y not in s250]
    c = rest[0]
    chosen.append({'scenario': c, 'set246_id': x, 'records_with_this_tree': g})
    univ[c] = {'universe': ds[c][0], 'name': ds[c][1]}
    print(c, x, len(g), ds[c][1], list(ds[c][0]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 246's 20 scenarios in set 246's order; represent each by its lowest record id that is neither set 246's id nor one of set 250's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set251_scenarios.json'), 'w'))
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), ensure_ascii=False)
