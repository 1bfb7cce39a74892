#!/usr/bin/env python3
"""Set 152's scenario choice. Of each official record reads only defender_private_information up to the end of
its universe (the tree), and the target's first name searched for only in that text. Prints only the chosen id,
set 147's id, the group size, the first name, the level keys, the top-unit count, the child counts, whether the
chosen id is the lowest of its group and whether a set 151 id lies in the group."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\'-]+)', head)
    trees['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(trees):
    groups.setdefault(trees[k][1], []).append(k)
s147 = json.load(open(os.path.join(SET, 'ref', 'set147_scenarios.json')))
s151 = json.load(open(os.path.join(SET, 'ref', 'set151_scenarios.json')))
chosen, out = [], {}
for x in s147:
    g = sorted(groups[trees[x][1]])
    rest = [y for y in g if y != x and y not in s151]
    c = rest[0]
    assert c not in s147 and c not in s151
    u, key, name = trees[c]
    lv = list(u)
    chosen.append({'scenario': c, 'set147_id': x, 'records_with_this_tree': g})
    out[c] = {'name': name, 'levels': lv, 'universe': u}
    print(c, x, len(g), name, lv, len(u[lv[0]]), sorted({len(v) for v in u[lv[1]].values()} | {len(v) for v in u[lv[2]].values()}),
          c == g[0], any(y in s151 for y in g))
assert len({trees[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 147's 20 scenarios in set 147's order; "
           "represent each by its lowest record id that is neither set 147's id nor one of set 151's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set152_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
