#!/usr/bin/env python3
"""Set 30's scenario rule: the 20 trees holding set 25's 20 scenarios, in set 25's order, each represented
by its lowest record id that is not set 25's chosen id. Reads only each record's universe and target name."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    m = re.search(r'You are managing information for: ([^\n]+)', s)
    names[sid] = m.group(1).strip() if m else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s25 = json.load(open(os.path.join(REF, 'set25_scenarios.json')))
chosen = []
for x in s25:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set25_id': x, 'records_with_this_tree': g})
out = {'rule': "Group the 300 records by tree (two records share a tree when their universes are equal; 100 trees of three records). Take the 20 trees that hold set 25's 20 scenarios (ref/set25_scenarios.json), in set 25's order; represent each by its lowest record id that is not set 25's chosen id.",
       'n_trees': len(groups), 'chosen': chosen, 'trees_not_taken': []}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set30_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'universe': uni[c['scenario']], 'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(groups), 'trees')
for c in chosen:
    sid = c['scenario']
    print(sid, c['set25_id'], names[sid], list(uni[sid]), json.dumps(uni[sid])[:150])
