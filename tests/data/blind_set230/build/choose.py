"""Set 230's scenario choice. Loads the official dataset but reads only defender_private_information, only up to
the end of the universe (and the first name from the 'You are managing information for:' line within that span).
Rule: group the 300 records by tree; take the 20 trees holding set 225's 20 scenarios in set 225's order;
represent each by its lowest record id that is not one of set 225's ids."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.dirname(HERE)
data = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names = {}, {}
for i, rec in enumerate(data):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.find('You are managing information for:')
    names['official-%03d' % i] = head[k:].split(':', 1)[1].strip().split()[0].strip('.,') if k >= 0 else None
    trees['official-%03d' % i] = u
key = {x: json.dumps(u, sort_keys=True) for x, u in trees.items()}
groups = {}
for x in sorted(key):
    groups.setdefault(key[x], []).append(x)
s225 = json.load(open(os.path.join(D, 'ref', 'set225_scenarios.json')))
chosen, uni = [], {}
for x in s225:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y not in s225]
    pick = rest[0]
    chosen.append({'scenario': pick, 'set225_id': x, 'records_with_this_tree': g})
    u = trees[pick]
    lv = list(u)
    uni[pick] = {'levels': lv, 'name': names[pick], 'tree': u}
    print(pick, 'set225', x, 'group', len(g), names[pick], lv, [len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values())])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 225's 20 scenarios in set 225's order; "
           "represent each by its lowest record id that is not one of set 225's ids", 'chosen': chosen},
          open(os.path.join(D, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(D, 'ref', 'set230_scenarios.json'), 'w'))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
