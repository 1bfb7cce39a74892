#!/usr/bin/env python3
"""Set 113's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 108's 20 scenarios (ref/set108_scenarios.json), in set 108's order; represent each by its lowest record
id that is not set 108's id. Reads only defender_private_information, and only up to the end of its universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    tag = 'You are managing information for: '
    assert tag in head, i
    name = head[head.index(tag) + len(tag):].split('\n')[0].strip().split()[0]
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = name
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(uni):
    groups.setdefault(keys[sid], []).append(sid)
s108 = json.load(open(os.path.join(REF, 'set108_scenarios.json')))
s111 = json.load(open(os.path.join(REF, 'set111_scenarios.json')))
chosen = []
for x in s108:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x]
    c = rest[0] if rest else x
    assert c not in s108 and c not in s111, c
    chosen.append({'scenario': c, 'set108_id': x, 'records_with_this_tree': g})
assert len({keys[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 108's 20 scenarios in set 108's order; "
           "represent each by its lowest record id that is not set 108's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set113_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    lv = list(u)
    out[sid] = {'name': names[sid], 'levels': lv, 'tree': u}
    print(sid, c['set108_id'], len(c['records_with_this_tree']), names[sid], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
