#!/usr/bin/env python3
"""Set 76's scenario choice. Reads only the universe (tree) of each record's defender_private_information,
up to the end of the universe, and the target's first name from the 'You are managing information for:'
line in that text; nothing else. Rule: group the 300 records by tree; take the 20 trees holding set 71's
20 scenarios, in set 71's order; represent each by its lowest record id that is not set 71's id."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Z][a-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    trees.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
    names[rid] = m.group(1)
    unis[rid] = u
print('trees:', len(trees))
s71 = json.load(open(os.path.join(TOP, 'ref', 'set71_scenarios.json')))
key = {r: k for k, v in trees.items() for r in v}
chosen = []
for x in s71:
    grp = sorted(trees[key[x]])
    rest = [y for y in grp if y != x]
    chosen.append({'scenario': rest[0], 'set71_id': x, 'records_with_this_tree': grp})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 71's 20 scenarios in set 71's "
                   "order; represent each by its lowest record id that is not set 71's id", 'chosen': chosen},
          open(os.path.join(TOP, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(TOP, 'ref', 'set76_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    rid = c['scenario']
    u = unis[rid]
    out[rid] = {'name': names[rid], 'universe': u}
    lv = list(u)
    print(rid, c['set71_id'], names[rid], lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
