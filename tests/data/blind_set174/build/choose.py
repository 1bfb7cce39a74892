"""Set 174's universes: the 20 trees of set 169's scenarios (ref/set169_scenarios.json), in set 169's order; each
represented by its lowest record id that is neither set 169's id nor one of set 173's ids (ref/set173_scenarios.json).
Reads only defender_private_information, up to the end of the universe, and the target's first name there."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s169 = json.load(open(os.path.join(REF, 'set169_scenarios.json')))
s173 = json.load(open(os.path.join(REF, 'set173_scenarios.json')))
chosen, uni = [], {}
for x in s169:
    g = groups[recs[x][1]]
    rest = [y for y in g if y != x and y not in s173]
    c = rest[0]
    assert c not in s169 and c not in s173
    chosen.append({'scenario': c, 'set169_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    lv = list(u)
    uni[c] = {'name': recs[c][2], 'levels': lv, 'universe': u}
    print(c, x, len(g), recs[c][2], lv, len(u[lv[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 169's 20 scenarios in set 169's order; represent each by its lowest record id that is neither set 169's id nor one of set 173's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set174_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
