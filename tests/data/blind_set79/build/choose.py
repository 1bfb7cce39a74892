#!/usr/bin/env python3
"""Set 79's scenario choice: the 20 trees that hold set 74's 20 scenarios, in set 74's order,
each represented by its lowest record id that is not set 74's id. Reads only the universe in
defender_private_information (up to its end) and the target's first name from the text before it ends."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, levels = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    trees[rid] = (json.dumps(u, sort_keys=True), u)
    names[rid] = m.group(1).strip(' .,')
print('records', len(trees))
groups = {}
for rid in sorted(trees):
    groups.setdefault(trees[rid][0], []).append(rid)
print('trees', len(groups))
s74 = json.load(open(os.path.join(ROOT, 'ref', 'set74_scenarios.json')))
chosen, univ = [], {}
for x in s74:
    g = sorted(groups[trees[x][0]])
    rest = [y for y in g if y != x]
    c = rest[0]
    chosen.append({'scenario': c, 'set74_id': x, 'records_with_this_tree': g})
    u = trees[c][1]
    lv = list(u)
    univ[c] = {'name': names[c], 'levels': lv, 'universe': u}
    print(c, x, names[c], lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted(set(len(v) for v in u[lv[2]].values())))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 74's 20 scenarios in set 74's order; "
           "represent each by its lowest record id that is not set 74's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set79_scenarios.json'), 'w'), indent=1)
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
