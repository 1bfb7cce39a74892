#!/usr/bin/env python3
"""Set 116's scenario choice: the 20 trees of set 111's scenarios, in set 111's order, each represented by its
lowest record id that is not set 111's id (none of set 113's ids: asserted). Reads only
defender_private_information, and only up to the end of its universe; prints first names, level keys and child counts."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m, i
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip(' .,')
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(uni):
    groups.setdefault(keys[sid], []).append(sid)
s111 = json.load(open(os.path.join(ROOT, 'ref', 'set111_scenarios.json')))
s113 = json.load(open(os.path.join(ROOT, 'ref', 'set113_scenarios.json')))
chosen = []
for x in s111:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x]
    pick = rest[0]
    assert pick not in s111 and pick not in s113, (x, pick)
    chosen.append({'scenario': pick, 'set111_id': x, 'records_with_this_tree': g})
    u = uni[pick]
    lv = list(u)
    counts = (len(u[lv[0]]), sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
    print(pick, x, len(g), names[pick], lv, counts)
assert len({keys[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 111's 20 scenarios in set 111's order; "
                   "represent each by its lowest record id that is not set 111's id (none is set 113's id)",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set116_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
