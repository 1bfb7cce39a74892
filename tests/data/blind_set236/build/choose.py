"""Choose set 236's scenarios: the 20 trees of set 231's scenarios, in set 231's order; each represented by its
lowest record id that is neither set 231's id nor one of set 234's ids. Reads only defender_private_information,
only up to the end of the universe (and the target's first name in that prefix)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    pre = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s,.;]+)', pre)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s231 = json.load(open(os.path.join(REF, 'set231_scenarios.json')))
s234 = json.load(open(os.path.join(REF, 'set234_scenarios.json')))
chosen, uni = [], {}
for x in s231:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s231 and y not in s234]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set231_id': x, 'records_with_this_tree': g})
    u, _, name = info[c]
    uni[c] = {'name': name, 'levels': list(u), 'universe': u}
    print(c, x, len(g), name, list(u))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 231's 20 scenarios in set 231's order; represent each by its lowest record id that is neither set 231's id nor one of set 234's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set236_scenarios.json'), 'w'))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
