#!/usr/bin/env python3
"""Set 112's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees holding
set 107's 20 scenarios (ref/set107_scenarios.json), in set 107's order; represent each by its lowest record id that
is not set 107's id. Reads only defender_private_information up to the end of its universe (and the target's
first name, searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m, i
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1).strip(' .,')
    unis[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s107 = json.load(open(os.path.join(REF, 'set107_scenarios.json')))
s110 = json.load(open(os.path.join(REF, 'set110_scenarios.json')))
chosen = []
for x in s107:
    g = groups[trees[x]]
    rest = [y for y in g if y != x]
    pick = rest[0] if rest else x
    assert pick not in s107 and pick not in s110, pick
    chosen.append({'scenario': pick, 'set107_id': x, 'records_with_this_tree': g})
    u = unis[pick]; lv = list(u)
    print(pick, x, len(g), names[pick], lv, [len(u[lv[0]])] + [len(v) for v in u[lv[1]].values()] + [len(v) for v in u[lv[2]].values()])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 107's 20 scenarios in set 107's order; "
                   "represent each by its lowest record id that is not set 107's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(REF, 'set112_scenarios.json'), 'w'), indent=1)
json.dump({x: {'name': names[x], 'universe': unis[x]} for x in ids}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
