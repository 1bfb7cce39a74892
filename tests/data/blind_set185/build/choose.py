"""Choose set 185's 20 scenarios: the trees of set 180's scenarios, in set 180's order, each represented by
its lowest record id that is neither set 180's id nor one of set 183's ids. Reads only the universe (up to its end)
in defender_private_information and the target's first name from the text up to the end of the universe."""
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
    m = re.search(r'You are managing information for: *([A-Za-z][\w\'-]*)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
s180 = json.load(open(os.path.join(REF, 'set180_scenarios.json')))
s183 = json.load(open(os.path.join(REF, 'set183_scenarios.json')))
chosen, out = [], {}
for x in s180:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s183]
    c = rest[0]
    assert c != x and c not in s183
    chosen.append({'scenario': c, 'set180_id': x, 'records_with_this_tree': g})
    out[c] = {'name': names[c], 'universe': uni[c]}
    lv = list(uni[c])
    print(c, x, len(g), names[c], lv, len(uni[c][lv[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 180's 20 scenarios in set 180's order; "
           "represent each by its lowest record id that is neither set 180's id nor one of set 183's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set185_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
