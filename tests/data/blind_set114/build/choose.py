#!/usr/bin/env python3
"""Set 114's scenario choice: group the 300 official records by tree; take the 20 trees holding set 109's
20 scenarios, in set 109's order; represent each by its lowest record id that is not set 109's id.
Reads only defender_private_information up to the end of its universe (and the first name in that text)."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, univ = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    assert m, i
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1)
    univ[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s109 = json.load(open(os.path.join(HERE, 'ref', 'set109_scenarios.json')))
s111 = json.load(open(os.path.join(HERE, 'ref', 'set111_scenarios.json')))
chosen = []
for x in s109:
    rest = [y for y in groups[trees[x]] if y != x]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set109_id': x, 'records_with_this_tree': groups[trees[x]]})
ids = [c['scenario'] for c in chosen]
assert len(set(trees[x] for x in ids)) == 20
assert not set(ids) & set(s109), 'a set 109 id chosen'
assert not set(ids) & set(s111), 'a set 111 id chosen'
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 109's 20 scenarios in set 109's order; "
                   "represent each by its lowest record id that is not set 109's id",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump(ids, open(os.path.join(HERE, 'ref', 'set114_scenarios.json'), 'w'), indent=1)
json.dump({x: {'name': names[x], 'universe': univ[x]} for x in ids},
          open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = univ[c['scenario']]
    lv = list(u)
    print(c['scenario'], c['set109_id'], len(c['records_with_this_tree']), names[c['scenario']], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
