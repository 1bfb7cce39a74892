#!/usr/bin/env python3
"""Set 28's scenario rule: the 20 trees (equal universes) that hold set 23's 20 scenarios, in set 23's order,
each represented by its lowest record id that is not set 23's chosen id. Reads each record's
defender_private_information only up to the end of its universe, plus the target-name line."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', s)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip() if m else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s23 = json.load(open(os.path.join(SET, 'ref', 'set23_scenarios.json')))
chosen = []
for x in s23:
    g = groups[json.dumps(uni[x], sort_keys=True)]
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set23_id': x, 'records_with_this_tree': g})
rule = ("Group the 300 records by tree (two records share a tree when their universes are equal; 100 trees of three "
        "records). Take the 20 trees that hold set 23's 20 scenarios (ref/set23_scenarios.json), in set 23's order; "
        "represent each by its lowest record id that is not set 23's chosen id.")
json.dump({'rule': rule, 'n_trees': len(groups), 'chosen': chosen, 'trees_not_taken': []},
          open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set28_scenarios.json'), 'w'), indent=1)
out = []
for c in chosen:
    sid = c['scenario']
    out.append({'scenario': sid, 'name': names[sid], 'universe': uni[sid]})
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(groups), 'trees')
for c, o in zip(chosen, out):
    u = o['universe']; lv = list(u)
    print(c['scenario'], c['set23_id'], o['name'], lv, json.dumps(u)[:200])
