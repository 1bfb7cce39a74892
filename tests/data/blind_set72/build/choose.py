#!/usr/bin/env python3
"""Set 72's scenario choice: the 20 trees holding set 67's 20 scenarios, in set 67's order, each
represented by its lowest record id that is not set 67's id. Reads only defender_private_information,
only up to the end of its universe (the target's first name is searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(rid)
    unis[rid] = u
    names[rid] = m.group(1)
del d
print('trees:', len(trees))
s67 = json.load(open(os.path.join(REF, 'set67_scenarios.json')))
chosen, out = [], {}
for x in s67:
    key = json.dumps(unis[x], sort_keys=True)
    grp = sorted(trees[key])
    rest = [y for y in grp if y != x]
    c = rest[0]
    chosen.append({'scenario': c, 'set67_id': x, 'records_with_this_tree': grp})
    out[c] = {'name': names[c], 'universe': unis[c]}
    lv = list(unis[c])
    print(c, x, names[c], lv, len(unis[c][lv[0]]), len(unis[c][lv[1]]), [len(v) for v in unis[c][lv[1]].values()],
          len(unis[c][lv[2]]), sorted(set(len(v) for v in unis[c][lv[2]].values())))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 67's 20 scenarios in set 67's order; "
                   "represent each by its lowest record id that is not set 67's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set72_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
