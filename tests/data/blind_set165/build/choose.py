"""Set 165's universes: group the official records by tree (the universe in defender_private_information, read
up to its end only); take the 20 trees holding set 160's 20 scenarios, in set 160's order; represent each by its
lowest record id that is neither set 160's id nor one of set 163's ids. Writes ref/scenario_choices.json,
ref/set165_scenarios.json and build/universes.json (levels, tree, first name)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
U = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z\'-]+)', head)
    U['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k in sorted(U):
    groups.setdefault(json.dumps(U[k][0], sort_keys=True), []).append(k)
s160 = json.load(open(os.path.join(REF, 'set160_scenarios.json')))
s163 = json.load(open(os.path.join(REF, 'set163_scenarios.json')))
chosen = []
for x in s160:
    g = sorted(groups[json.dumps(U[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s163]
    c = rest[0]
    assert c not in s160 and c not in s163
    chosen.append({'scenario': c, 'set160_id': x, 'records_with_this_tree': g})
    u, name = U[c]
    lv = list(u)
    print(c, x, len(g), name, lv, len(u[lv[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 160's 20 scenarios in set 160's order; "
           "represent each by its lowest record id that is neither set 160's id nor one of set 163's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set165_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(U[c['scenario']][0]), 'tree': U[c['scenario']][0], 'name': U[c['scenario']][1]}
           for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
