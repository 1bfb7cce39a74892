#!/usr/bin/env python3
"""Set 156's scenarios: group the 300 official records by tree (equal universes); take the 20 trees holding
set 151's 20 scenarios, in set 151's order; represent each by its lowest record id that is neither set 151's
id nor one of set 154's ids. Touches only defender_private_information, only up to the end of the universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    sid = 'official-%03d' % i
    trees[sid] = u
    k = head.find('You are managing information for:')
    names[sid] = head[k:].split(':', 1)[1].strip().split()[0].strip('.,') if k >= 0 else None
key = {sid: json.dumps(u, sort_keys=True) for sid, u in trees.items()}
groups = {}
for sid in sorted(key):
    groups.setdefault(key[sid], []).append(sid)
s151 = json.load(open(os.path.join(SET, 'ref', 'set151_scenarios.json')))
s154 = json.load(open(os.path.join(SET, 'ref', 'set154_scenarios.json')))
chosen, uni = [], {}
for x in s151:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s154]
    c = rest[0] if rest else x
    assert c not in s151 and c not in s154
    chosen.append({'scenario': c, 'set151_id': x, 'records_with_this_tree': g})
    u = trees[c]
    lv = list(u)
    uni[c] = {'name': names[c], 'levels': lv, 'tree': u}
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()],
          [len(v) for v in u[lv[2]].values()], any(y in s154 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 151's 20 scenarios in set 151's order; "
                   "represent each by its lowest record id that is neither set 151's id nor one of set 154's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set156_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
