"""Set 216's scenario rule: group the 300 records by tree (the universe in defender_private_information, read up to
the end of the universe); take the 20 trees holding set 211's 20 scenarios, in set 211's order; represent each by its
lowest record id that is neither set 211's id nor one of set 215's ids. Writes ref/scenario_choices.json,
ref/set216_scenarios.json and build/universes.json (levels, units with parents, target first name)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Z][a-z]+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, v in info.items():
    groups.setdefault(v[1], []).append(k)
s211 = json.load(open(os.path.join(REF, 'set211_scenarios.json')))
s215 = json.load(open(os.path.join(REF, 'set215_scenarios.json')))
chosen, out = [], {}
for x in s211:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s215]
    assert rest, x
    y = rest[0]
    chosen.append({'scenario': y, 'set211_id': x, 'records_with_this_tree': g})
    u = info[y][0]
    lv = list(u)
    units = {}
    for e in u[lv[0]]:
        units[e] = (0, None)
    for li in (1, 2):
        for p, ks in u[lv[li]].items():
            for k in ks:
                units[k] = (li, p)
    out[y] = {'levels': lv, 'units': units, 'name': info[y][2]}
    print(y, x, len(g), info[y][2], lv, [sum(1 for v in units.values() if v[0] == l) for l in range(3)])
assert len({info[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 211's 20 scenarios in set 211's order; "
           "represent each by its lowest record id that is neither set 211's id nor one of set 215's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set216_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
