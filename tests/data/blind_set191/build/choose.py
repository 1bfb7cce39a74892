"""Choose set 191's scenarios: the 20 trees of set 186's scenarios (ref/set186_scenarios.json), in set 186's
order; each represented by the lowest record id of its tree group that is neither set 186's id nor one of set
189's ids (ref/set189_scenarios.json). Reads only defender_private_information, only up to the end of the universe,
and the target's first name from the 'You are managing information for: <name>' line within that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
univ = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    name = m.group(1).strip().split()[0] if m else None
    univ['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k in sorted(univ):
    groups.setdefault(univ[k][1], []).append(k)
s186 = json.load(open(os.path.join(SET, 'ref', 'set186_scenarios.json')))
s189 = json.load(open(os.path.join(SET, 'ref', 'set189_scenarios.json')))
chosen = []
for x in s186:
    g = groups[univ[x][1]]
    rest = [y for y in sorted(g) if y != x and y not in s189]
    c = rest[0] if rest else x
    assert c != x and c not in s189
    chosen.append({'scenario': c, 'set186_id': x, 'records_with_this_tree': sorted(g)})
assert len({univ[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 186's 20 scenarios in set 186's "
                   "order; represent each by its lowest record id that is neither set 186's id nor one of set 189's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set191_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, _, name = univ[c['scenario']]
    out[c['scenario']] = {'name': name, 'levels': list(u), 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set186_id'], len(c['records_with_this_tree']), name, lv, len(u[lv[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
