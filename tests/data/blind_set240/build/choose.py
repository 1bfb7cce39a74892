"""Choose set 240's scenarios: the 20 trees of set 235's scenarios, in set 235's order; each represented by its
lowest record id that is neither set 235's id nor one of set 238's ids. Reads only defender_private_information,
up to the end of the universe, and the first name from the text before the universe's end."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); TOP = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}; names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z\-\']+)', head)
    uni['official-%03d' % i] = u; names['official-%03d' % i] = m.group(1) if m else None
key = {k: json.dumps(u, sort_keys=True) for k, u in uni.items()}
groups = {}
for k in sorted(uni): groups.setdefault(key[k], []).append(k)
s235 = json.load(open(os.path.join(TOP, 'ref', 'set235_scenarios.json')))
s238 = json.load(open(os.path.join(TOP, 'ref', 'set238_scenarios.json')))
chosen = []; out = {}
for x in s235:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s235 and y not in s238]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set235_id': x, 'records_with_this_tree': g})
    out[c] = {'name': names[c], 'universe': uni[c]}
    print(c, x, len(g), names[c], list(uni[c]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 235's 20 scenarios in set 235's order; represent each by its lowest record id that is neither set 235's id nor one of set 238's ids", 'chosen': chosen}, open(os.path.join(TOP, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(TOP, 'ref', 'set240_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
