#!/usr/bin/env python3
"""Set 226's scenario choice: group the 300 records by tree (the universe in defender_private_information, read
up to the end of the universe only); take the 20 trees that hold set 221's 20 scenarios (ref/set221_scenarios.json),
in set 221's order; represent each by its lowest record id that is neither set 221's id nor one of set 225's ids
(ref/set225_scenarios.json). Writes ref/scenario_choices.json, ref/set226_scenarios.json and build/universes.json
(levels, units, parents and the target's first name, searched for only in the text up to the end of the universe)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z]+)', head)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s221 = json.load(open(os.path.join(ROOT, 'ref', 'set221_scenarios.json')))
s225 = json.load(open(os.path.join(ROOT, 'ref', 'set225_scenarios.json')))
chosen, unis = [], {}
for x in s221:
    g = groups[recs[x][1]]
    rest = [y for y in g if y != x and y not in s225]
    c = rest[0]
    chosen.append({'scenario': c, 'set221_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    lv = list(u)
    unis[c] = {'levels': lv, 'name': recs[c][2], 'top': u[lv[0]], 'mid': u[lv[1]], 'low': u[lv[2]]}
    print(c, x, len(g), recs[c][2], lv, len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 221's 20 scenarios in set 221's order; represent each by its lowest record id that is neither set 221's id nor one of set 225's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set226_scenarios.json'), 'w'))
json.dump(unis, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
