#!/usr/bin/env python3
"""Set 97's scenario choice. Of each official record only defender_private_information is read, and only up to
the end of its universe (the tree); the target's first name is searched for in that text only.
Rule: group the 300 records by tree; take the 20 trees holding set 92's 20 scenarios in set 92's order;
represent each by its lowest record id that is not set 92's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, keyof = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    trees[sid] = u
    names[sid] = m.group(1).strip().split()[0]
    keyof[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(keyof):
    groups.setdefault(keyof[sid], []).append(sid)
s92 = json.load(open(os.path.join(ROOT, 'ref', 'set92_scenarios.json')))
assert len(s92) == 20 and len({keyof[x] for x in s92}) == 20
chosen = []
for x in s92:
    rest = [y for y in sorted(groups[keyof[x]]) if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set92_id': x, 'records_with_this_tree': sorted(groups[keyof[x]])})
out = {'rule': "group the 300 records by tree; take the 20 trees holding set 92's 20 scenarios in set 92's order; "
               "represent each by its lowest record id that is not set 92's id", 'chosen': chosen}
json.dump(out, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set97_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    sid = c['scenario']
    u = trees[sid]
    uni[sid] = {'name': names[sid], 'levels': list(u), 'tree': u}
    lv = list(u)
    print(sid, c['set92_id'], len(c['records_with_this_tree']), names[sid], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records,', len(groups), 'trees')
