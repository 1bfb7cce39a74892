#!/usr/bin/env python3
"""Set 56's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 51's 20 scenarios (ref/set51_scenarios.json), in set 51's order; represent each by its lowest record id
that is not set 51's id. Reads of each record only the universe (up to its end) and the first name on the
'You are managing information for:' line. Writes ref/scenario_choices.json, ref/set56_scenarios.json and
build/universes.json."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    line = head[head.index('You are managing information for:'):].split('\n')[0]
    name = line.split(':', 1)[1].strip().split()[0].strip('.,')
    sid = 'official-%03d' % i
    unis[sid] = u
    names[sid] = name
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s51 = json.load(open(os.path.join(ROOT, 'ref', 'set51_scenarios.json')))
chosen = []
for x in s51:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set51_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 51's 20 scenarios in set 51's order; "
                   "represent each by its lowest record id that is not set 51's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set56_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = unis[sid]
    lv = list(u)
    out[sid] = {'name': names[sid], 'levels': lv, 'universe': u}
    print(sid, c['set51_id'], names[sid], lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
