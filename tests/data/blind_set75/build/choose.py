#!/usr/bin/env python3
"""Set 75: choose the 20 scenarios and dump their universes.

Reads, of each official record, only defender_private_information up to the end of its universe
(the target's first name is searched for in that text only). Never reads attacker_target_information.
Rule: group the 300 records by tree (equal universes); take the 20 trees that hold set 70's 20 scenarios
(ref/set70_scenarios.json), in set 70's order; represent each by its lowest record id that is not set 70's id.
"""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]  # text up to the end of the universe only
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    assert m, 'name line missing before end of universe in record %d' % i
    rid = 'official-%03d' % i
    uni[rid] = u
    names[rid] = m.group(1)
del d
groups = {}
for rid in sorted(uni):
    groups.setdefault(json.dumps(uni[rid], sort_keys=True), []).append(rid)
print('trees:', len(groups))
s70 = json.load(open(os.path.join(ROOT, 'ref', 'set70_scenarios.json')))
chosen = []
for x in s70:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set70_id': x, 'records_with_this_tree': g})
out = {'rule': "group the 300 records by tree; take the 20 trees holding set 70's 20 scenarios in set 70's order; "
               "represent each by its lowest record id that is not set 70's id",
       'chosen': chosen}
json.dump(out, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set75_scenarios.json'), 'w'), indent=1)
uout = {}
for c in chosen:
    sc = c['scenario']
    u = uni[sc]
    lv = list(u)
    uout[sc] = {'name': names[sc], 'levels': lv, 'universe': u}
    print(sc, c['set70_id'], names[sc], lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(uout, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
