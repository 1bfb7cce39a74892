#!/usr/bin/env python3
"""Set 117's scenario choice. Reads of each official record only defender_private_information up to the
end of its universe (the tree); the target's first name is searched for only in that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m, i
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1).strip('.,')
    unis[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s112 = json.load(open(os.path.join(REF, 'set112_scenarios.json')))
s116 = json.load(open(os.path.join(REF, 'set116_scenarios.json')))
chosen = []
for x in s112:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s116]
    assert rest, x
    c = rest[0]
    assert c not in s112 and c not in s116
    chosen.append({'scenario': c, 'set112_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 112's 20 scenarios in set 112's order; "
           "represent each by its lowest record id that is neither set 112's id nor set 116's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set117_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    out[sid] = {'name': names[sid], 'levels': list(unis[sid]), 'universe': unis[sid]}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
