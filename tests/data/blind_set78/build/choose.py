#!/usr/bin/env python3
"""Set 78's scenario choice: the 20 trees holding set 73's 20 scenarios, in set 73's order, each represented
by its lowest record id that is not set 73's id. Reads only defender_private_information up to the end of the
universe (and the target's first name from the text before that point)."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(rid)
    names[rid] = m.group(1)
    unis[rid] = u
print('trees:', len(trees))
s73 = json.load(open(os.path.join(REF, 'set73_scenarios.json')))
chosen = []
out_u = {}
for x in s73:
    key = json.dumps(unis[x], sort_keys=True)
    grp = sorted(trees[key])
    rest = [y for y in grp if y != x]
    c = rest[0]
    chosen.append({'scenario': c, 'set73_id': x, 'records_with_this_tree': grp})
    u = unis[c]
    lv = list(u)
    out_u[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, names[c], lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 73's 20 scenarios in set 73's order; "
                   "represent each by its lowest record id that is not set 73's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set78_scenarios.json'), 'w'), indent=1)
json.dump(out_u, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
