#!/usr/bin/env python3
"""Set 32's scenario rule: the 20 trees (equal universes) holding set 27's 20 scenarios, in set 27's order,
each represented by its lowest record id that is not set 27's chosen id. Reads only each record's
defender_private_information up to the end of its universe and the 'You are managing information for:' line."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    unis[sid] = u
    m = re.search(r'You are managing information for: *([^\n]+)', s)
    names[sid] = m.group(1).strip() if m else None
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
s27 = json.load(open(os.path.join(ROOT, 'ref', 'set27_scenarios.json')))
chosen = []
for x in s27:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set27_scenario': x, 'records_with_this_tree': g})
out = {'rule': "group the 300 records by tree (two records share a tree when their universes are equal; 100 trees of "
               "three records); take the 20 trees that hold set 27's 20 scenarios (ref/set27_scenarios.json), in set 27's "
               "order; represent each by its lowest record id that is not set 27's chosen id",
       'chosen': chosen, 'trees_not_taken': []}
json.dump(out, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set32_scenarios.json'), 'w'), indent=1)
uv = {c['scenario']: {'universe': unis[c['scenario']], 'name': names[c['scenario']]} for c in chosen}
json.dump(uv, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print('trees:', len(groups))
for c in chosen:
    sid = c['scenario']
    n = names[sid]
    print(sid, c['set27_scenario'], n, list(unis[sid]), json.dumps(unis[sid])[:150])
