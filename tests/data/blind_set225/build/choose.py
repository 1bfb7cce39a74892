"""Choose set 225's scenarios: group the 300 records by tree (the universe in defender_private_information, read up
to its end); take the 20 trees holding set 220's 20 scenarios in set 220's order; represent each by its lowest record
id that is neither set 220's id nor one of set 221's ids. Reads only the universe and the target's first name (in the
text up to the end of the universe). Writes ref/scenario_choices.json, ref/set225_scenarios.json, build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
ds = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    ds['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, v in sorted(ds.items()):
    groups.setdefault(v[1], []).append(k)
s220 = json.load(open(os.path.join(ROOT, 'ref', 'set220_scenarios.json')))
s221 = json.load(open(os.path.join(ROOT, 'ref', 'set221_scenarios.json')))
chosen = []; uni = {}
for x in s220:
    g = sorted(groups[ds[x][1]])
    rest = [y for y in g if y != x and y not in s221]
    c = rest[0]
    chosen.append({'scenario': c, 'set220_id': x, 'records_with_this_tree': g})
    u = ds[c][0]; lv = list(u)
    uni[c] = {'name': ds[c][2], 'levels': lv, 'top': u[lv[0]], 'mid': u[lv[1]], 'low': u[lv[2]]}
    print(c, x, len(g), ds[c][2], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 220's 20 scenarios in set 220's order; represent each by its lowest record id that is neither set 220's id nor one of set 221's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set225_scenarios.json'), 'w'))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
