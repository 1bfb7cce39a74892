"""Choose set 244's scenarios: set 239's trees, each by its lowest record id that is neither set 239's id nor one of
set 242's ids. Reads only defender_private_information up to the end of the universe, and the first name searched
for only in that text."""
import json, re
D = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(D))
uni = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    uni['official-%03d' % i] = u
    names['official-%03d' % i] = m.group(1) if m else None
groups = {}
for k, u in uni.items():
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s239 = json.load(open('ref/set239_scenarios.json'))
s242 = json.load(open('ref/set242_scenarios.json'))
chosen, rows = [], []
for x in s239:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s239 and y not in s242]
    c = rest[0]
    chosen.append(c)
    rows.append({'scenario': c, 'set239_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], list(uni[c]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 239's 20 scenarios in set 239's order; represent each by its lowest record id that is neither set 239's id nor one of set 242's ids", 'chosen': rows}, open('ref/scenario_choices.json', 'w'), indent=1)
json.dump(chosen, open('ref/set244_scenarios.json', 'w'))
json.dump({c: {'name': names[c], 'universe': uni[c]} for c in chosen}, open('build/universes.json', 'w'), indent=1)
