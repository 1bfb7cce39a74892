#!/usr/bin/env python3
"""Set 122's scenario choice. Of each official record it reads only defender_private_information up to the
end of its universe (the tree); the target's first name is searched for only in that text. Rule: group the
300 records by tree; take the 20 trees holding set 117's 20 scenarios, in set 117's order; represent each by
its lowest record id that is neither set 117's id nor one of set 120's ids."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    sid = 'official-%03d' % i
    names[sid] = m.group(1).strip().split()[0] if m else None
    trees[sid] = json.dumps(u, sort_keys=True)
    unis[sid] = u
del d
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s117 = json.load(open(os.path.join(SET, 'ref', 'set117_scenarios.json')))
s120 = json.load(open(os.path.join(SET, 'ref', 'set120_scenarios.json')))
chosen = []
for x in s117:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s120]
    c = rest[0]
    assert c not in s117 and c not in s120
    chosen.append({'scenario': c, 'set117_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    counts = [len(u[lv[0]])] + [sorted({len(v) for v in u[l].values()}) for l in lv[1:]]
    print(c, x, len(g), names[c], lv, counts, 'lowest' if c == g[0] else 'not lowest')
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 117's 20 scenarios in set 117's "
           "order; represent each by its lowest record id that is neither set 117's id nor one of set 120's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set122_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'levels': list(unis[c['scenario']]),
                           'tree': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
