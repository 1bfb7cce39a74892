"""Choose set 189's scenarios: the 20 trees of set 184's scenarios (ref/set184_scenarios.json), in set 184's order,
each represented by its lowest record id that is neither set 184's id nor one of set 187's ids
(ref/set187_scenarios.json). Reads only defender_private_information, only up to the end of the universe; the
first name is searched for only in that prefix."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    prefix = s[:j + end]
    sid = 'official-%03d' % i
    uni[sid] = u
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', prefix)
    names[sid] = m.group(1) if m else None
key = {k: json.dumps(v, sort_keys=True) for k, v in uni.items()}
groups = {}
for k in sorted(key):
    groups.setdefault(key[k], []).append(k)
s184 = json.load(open(os.path.join(REF, 'set184_scenarios.json')))
s187 = json.load(open(os.path.join(REF, 'set187_scenarios.json')))
chosen = []
for x in s184:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s187]
    c = rest[0]
    assert c != x and c not in s187
    chosen.append({'scenario': c, 'set184_id': x, 'records_with_this_tree': g})
    lv = list(uni[c])
    print(c, x, len(g), names[c], '/'.join(lv), len(uni[c][lv[0]]))
assert len({key[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 184's 20 scenarios in set 184's order; "
                   "represent each by its lowest record id that is neither set 184's id nor one of set 187's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set189_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(uni[c['scenario']]), 'tree': uni[c['scenario']], 'name': names[c['scenario']]}
           for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
