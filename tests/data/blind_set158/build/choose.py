#!/usr/bin/env python3
"""Set 158: choose the scenarios. Reads only defender_private_information, only up to the end of each universe.
Rule: group the 300 records by tree; take the 20 trees holding set 153's 20 scenarios in set 153's order;
represent each by its lowest record id that is neither set 153's id nor one of set 156's ids."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
S = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    name = m.group(1).strip().split()[0] if m else None
    uni['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k][1], []).append(k)
s153 = json.load(open(os.path.join(S, 'ref', 'set153_scenarios.json')))
s156 = json.load(open(os.path.join(S, 'ref', 'set156_scenarios.json')))
chosen, out = [], {}
for x in s153:
    g = sorted(groups[uni[x][1]])
    rest = [y for y in g if y != x and y not in s156]
    c = rest[0] if rest else x
    assert c not in s153 and c not in s156
    chosen.append({'scenario': c, 'set153_id': x, 'records_with_this_tree': g})
    u, _, name = uni[c]
    lv = list(u)
    out[c] = {'name': name, 'levels': lv, 'universe': u}
    print(c, x, len(g), name, lv, len(u[lv[0]]), sorted(set(len(v) for v in u[lv[1]].values())),
          sorted(set(len(v) for v in u[lv[2]].values())), any(y in s156 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 153's 20 scenarios in set 153's order; "
           "represent each by its lowest record id that is neither set 153's id nor one of set 156's ids",
           'chosen': chosen}, open(os.path.join(S, 'ref', 'scenario_choices.json'), 'w'), indent=1)
open(os.path.join(S, 'ref', 'set158_scenarios.json'), 'w').write(json.dumps([c['scenario'] for c in chosen], indent=1) + '\n')
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
