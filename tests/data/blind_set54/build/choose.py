#!/usr/bin/env python3
"""Choose set 54's scenarios: the 20 trees holding set 49's 20 scenarios, in set 49's order, each
represented by its lowest record id that is not set 49's id. Reads only each record's universe (up to
its end) and the first name on the 'You are managing information for:' line."""
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
    m = re.search(r'You are managing information for: *([^\s,.;:]+)', s)
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s49 = json.load(open(os.path.join(ROOT, 'ref', 'set49_scenarios.json')))
chosen = []
for x in s49:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    rest_all = [y for y in g if y not in s49]
    assert rest and rest[0] == rest_all[0], (x, g)
    chosen.append({'scenario': rest[0], 'set49_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 49's 20 scenarios in set 49's order; "
                   "represent each by its lowest record id that is not set 49's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set54_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = unis[sid]
    lv = list(u)
    out[sid] = {'name': names[sid], 'levels': lv, 'universe': u}
    print(sid, c['set49_id'], names[sid], lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
