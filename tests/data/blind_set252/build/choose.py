"""Choose set 252's scenarios: group the records by tree (universe only), take set 247's 20 trees in its order,
represent each by its lowest record id that is neither set 247's id nor one of set 250's ids.
Reads only defender_private_information up to the end of the universe and the target's first name line there."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    rid = 'official-%03d' % i
    uni[rid] = u
    names[rid] = m.group(1) if m else None
key = {r: json.dumps(u, sort_keys=True) for r, u in uni.items()}
groups = {}
for r in sorted(key):
    groups.setdefault(key[r], []).append(r)
s247 = json.load(open(os.path.join(REF, 'set247_scenarios.json')))
s250 = json.load(open(os.path.join(REF, 'set250_scenarios.json')))
chosen = []
for x in s247:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s247 and y not in s250]
    chosen.append({'scenario': rest[0], 'set247_id': x, 'records_with_this_tree': g})
    print(rest[0], x, len(g), names[rest[0]], list(uni[rest[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 247's 20 scenarios in set 247's order; "
           "represent each by its lowest record id that is neither set 247's id nor one of set 250's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set252_scenarios.json'), 'w'))
json.dump({c['scenario']: {'levels': list(uni[c['scenario']]), 'tree': uni[c['scenario']], 'name': names[c['scenario']]}
           for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
