"""Set 265's scenario choice: one record per tree of set 260's 20 scenarios, in set 260's order, each tree
represented by its lowest record id that is neither set 260's id nor one of set 262's ids. Reads only
defender_private_information up to the end of the universe (and the target's first name in that text)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
keys, names, levels = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = 'official-%03d' % i
    keys[k] = json.dumps(u, sort_keys=True)
    levels[k] = list(u)
    m = head.split('You are managing information for: ', 1)
    names[k] = m[1].split()[0].strip('.,') if len(m) > 1 else None
groups = {}
for k, v in keys.items():
    groups.setdefault(v, []).append(k)
s260 = json.load(open(os.path.join(REF, 'set260_scenarios.json')))
s262 = json.load(open(os.path.join(REF, 'set262_scenarios.json')))
chosen = []
for x in s260:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s262]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set260_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], levels[c])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 260's 20 scenarios in set 260's order; "
                   "represent each by its lowest record id that is neither set 260's id nor one of set 262's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set265_scenarios.json'), 'w'))
