"""Set 161's scenario rule: the 20 trees holding set 156's 20 scenarios (ref/set156_scenarios.json), in set 156's
order; each represented by its lowest record id that is neither set 156's id nor one of set 159's ids
(ref/set159_scenarios.json). Reads only defender_private_information, only up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s156 = json.load(open(os.path.join(REF, 'set156_scenarios.json')))
s159 = json.load(open(os.path.join(REF, 'set159_scenarios.json')))
chosen, out = [], {}
for x in s156:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s159]
    c = rest[0]
    assert c not in s156 and c not in s159
    chosen.append({'scenario': c, 'set156_id': x, 'records_with_this_tree': g})
    u, _, name = info[c]
    out[c] = {'name': name, 'universe': u}
    lv = list(u)
    print(c, x, len(g), name, '/'.join(lv), len(u[lv[0]]))
rule = ("group the 300 records by tree; take the 20 trees holding set 156's 20 scenarios in set 156's order; "
        "represent each by its lowest record id that is neither set 156's id nor one of set 159's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set161_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
