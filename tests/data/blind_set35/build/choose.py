#!/usr/bin/env python3
"""Scenario rule for set 35: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 30's 20 scenarios (ref/set30_scenarios.json), in set 30's order; represent each by its lowest record
id that is not set 30's chosen id. Reads only defender_private_information up to the end of its universe and
the 'You are managing information for: <name>' line."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    rid = 'official-%03d' % i
    unis[rid] = u
    m = re.search(r'You are managing information for: ([^\n]+)', s)
    names[rid] = m.group(1).strip().split()[0] if m else None
    trees.setdefault(json.dumps(u, sort_keys=True), []).append(rid)
key = {r: json.dumps(u, sort_keys=True) for r, u in unis.items()}
s30 = json.load(open(os.path.join(ROOT, 'ref', 'set30_scenarios.json')))
chosen = []
for x in s30:
    grp = sorted(trees[key[x]])
    rest = [y for y in grp if y != x]
    chosen.append({'scenario': rest[0], 'set30_id': x, 'records_with_this_tree': grp})
taken = {key[x] for x in s30}
out = {'rule': "Group the 300 records by tree (equal universes; 100 trees of three records). Take the 20 trees "
               "that hold set 30's 20 scenarios (ref/set30_scenarios.json), in set 30's order, and represent each "
               "by its lowest record id that is not set 30's chosen id.",
       'chosen': chosen,
       'trees_not_taken': len(trees) - len(taken)}
json.dump(out, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set35_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'universe': unis[c['scenario']], 'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(trees), 'trees')
for c in chosen:
    print(c['scenario'], c['set30_id'], names[c['scenario']], list(unis[c['scenario']]))
