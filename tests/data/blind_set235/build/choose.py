"""Set 235: choose the scenarios. Loads the official dataset, touches only defender_private_information up to the
end of the universe, and the target's first name in the text before the universe's end."""
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
    m = re.search(r'You are managing information for: (\w+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s230 = json.load(open(os.path.join(REF, 'set230_scenarios.json')))
s234 = json.load(open(os.path.join(REF, 'set234_scenarios.json')))
chosen = []
for x in s230:
    g = groups[info[x][1]]
    rest = [y for y in g if y != x and y not in s230 and y not in s234]
    pick = rest[0]
    chosen.append({'scenario': pick, 'set230_id': x, 'records_with_this_tree': g})
    print(pick, x, len(g), info[pick][2], list(info[pick][0]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 230's 20 scenarios in set 230's order; represent each by its lowest record id that is neither set 230's id nor one of set 234's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set235_scenarios.json'), 'w'))
uni = {c['scenario']: {'name': info[c['scenario']][2], 'universe': info[c['scenario']][0]} for c in chosen}
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
