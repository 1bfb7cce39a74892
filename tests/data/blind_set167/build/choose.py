"""Set 167's scenario rule: group the 300 records by tree; take the 20 trees holding set 162's 20 scenarios in
set 162's order; represent each by its lowest record id that is neither set 162's id nor one of set 165's ids.
Reads only defender_private_information, only up to the end of the universe (and the first name searched for in
that same prefix)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    pre = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', pre)
    trees['official-%03d' % i] = (u, json.dumps(u, sort_keys=True))
    names['official-%03d' % i] = m.group(1).strip('.,') if m else None
groups = {}
for k in sorted(trees):
    groups.setdefault(trees[k][1], []).append(k)
s162 = json.load(open(os.path.join(REF, 'set162_scenarios.json')))
s165 = json.load(open(os.path.join(REF, 'set165_scenarios.json')))
chosen = []
for x in s162:
    g = groups[trees[x][1]]
    rest = [y for y in g if y != x and y not in s165]
    c = rest[0]
    assert c not in s162 and c not in s165
    chosen.append({'scenario': c, 'set162_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 162's 20 scenarios in set 162's order; "
        "represent each by its lowest record id that is neither set 162's id nor one of set 165's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set167_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u = trees[c['scenario']][0]
    lv = list(u)
    uni[c['scenario']] = {'levels': lv, 'name': names[c['scenario']], 'tree': u}
    print(c['scenario'], c['set162_id'], len(c['records_with_this_tree']), names[c['scenario']], lv, len(u[lv[0]]))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
