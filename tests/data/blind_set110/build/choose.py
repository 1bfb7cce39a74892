#!/usr/bin/env python3
"""Set 110's scenario choice. Reads of each official record only defender_private_information up to the end
of its universe (the name line is searched for in that text only). Rule: group the 300 records by tree; take
the 20 trees holding set 105's 20 scenarios in set 105's order; represent each by its lowest record id that
is not set 105's id. Writes ref/scenario_choices.json, ref/set110_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, univ = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    names[sid] = m.group(1).strip().split()[0]
    trees[sid] = json.dumps(u, sort_keys=True)
    univ[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s105 = json.load(open(os.path.join(HERE, 'ref', 'set105_scenarios.json')))
s109 = json.load(open(os.path.join(HERE, 'ref', 'set109_scenarios.json')))
chosen = []
for x in s105:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x]
    c = rest[0]
    assert c not in s105 and c not in s109
    chosen.append({'scenario': c, 'set105_id': x, 'records_with_this_tree': g})
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 105's 20 scenarios in set 105's "
                   "order; represent each by its lowest record id that is not set 105's id",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set110_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = univ[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
    print(sid, c['set105_id'], len(c['records_with_this_tree']), names[sid], list(u),
          [len(u[list(u)[0]])] + [sorted(len(v) for v in u[k].values()) for k in list(u)[1:]])
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
