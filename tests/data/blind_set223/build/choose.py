"""Choose set 223's scenarios: set 218's 20 trees, each represented by its lowest record id that is neither
set 218's id nor one of set 221's ids. Reads only defender_private_information up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    U['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k, (u, n) in sorted(U.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s218 = json.load(open(os.path.join(ROOT, 'ref', 'set218_scenarios.json')))
s221 = json.load(open(os.path.join(ROOT, 'ref', 'set221_scenarios.json')))
chosen, out = [], {}
for x in s218:
    g = sorted(groups[json.dumps(U[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s221]
    c = rest[0]
    chosen.append({'scenario': c, 'set218_id': x, 'records_with_this_tree': g})
    out[c] = {'name': U[c][1], 'universe': U[c][0]}
    u = U[c][0]; lv = list(u)
    print(c, x, len(g), U[c][1], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 218's 20 scenarios in set 218's order; represent each by its lowest record id that is neither set 218's id nor one of set 221's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set223_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
