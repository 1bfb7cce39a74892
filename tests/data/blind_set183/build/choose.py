"""Set 183's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees holding
set 178's 20 scenarios in set 178's order; represent each by its lowest record id that is neither set 178's id nor
one of set 181's ids. Reads only defender_private_information, only up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, univ = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s,.;]+)', head)
    x = 'official-%03d' % i
    trees[x] = json.dumps(u, sort_keys=True)
    names[x] = m.group(1) if m else None
    univ[x] = u
groups = {}
for x in sorted(trees):
    groups.setdefault(trees[x], []).append(x)
s178 = json.load(open(os.path.join(REF, 'set178_scenarios.json')))
s181 = json.load(open(os.path.join(REF, 'set181_scenarios.json')))
chosen = []
for x in s178:
    g = groups[trees[x]]
    rest = [y for y in g if y != x and y not in s181]
    assert rest, x
    y = rest[0]
    assert y not in s178 and y not in s181
    chosen.append({'scenario': y, 'set178_id': x, 'records_with_this_tree': g})
    print(y, x, len(g), names[y], list(univ[y]), len(univ[y][list(univ[y])[0]]))
rule = ("group the 300 records by tree; take the 20 trees holding set 178's 20 scenarios in set 178's order; "
        "represent each by its lowest record id that is neither set 178's id nor one of set 181's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set183_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': univ[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
