#!/usr/bin/env python3
"""Set 124's scenario choice. Reads, of each official record, only defender_private_information up to the end
of its universe (the tree); the target's first name is searched for in that text only.
Rule: group the 300 records by tree; take the 20 trees holding set 119's 20 scenarios (ref/set119_scenarios.json)
in set 119's order; represent each by its lowest record id that is neither set 119's id nor one of set 122's ids
(ref/set122_scenarios.json). Writes ref/scenario_choices.json, ref/set124_scenarios.json, build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    name = m.group(1).strip().split()[0] if m else None
    trees['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, name)
groups = {}
for sc in sorted(trees):
    groups.setdefault(trees[sc][0], []).append(sc)
s119 = json.load(open(os.path.join(HERE, 'ref', 'set119_scenarios.json')))
s122 = json.load(open(os.path.join(HERE, 'ref', 'set122_scenarios.json')))
chosen, univ = [], {}
for x in s119:
    g = sorted(groups[trees[x][0]])
    rest = [y for y in g if y != x and y not in s122]
    c = rest[0]
    assert c not in s119 and c not in s122
    chosen.append({'scenario': c, 'set119_id': x, 'records_with_this_tree': g})
    key, u, name = trees[c]
    levels = list(u)
    univ[c] = {'name': name, 'levels': levels, 'tree': u}
    print(c, x, len(g), name, levels, [len(u[levels[0]])] + [sorted({len(v) for v in u[l].values()}) for l in levels[1:]],
          'lowest' if c == g[0] else 'not lowest', 'set122-in-group' if set(g) & set(s122) else '')
rule = ("group the 300 records by tree; take the 20 trees holding set 119's 20 scenarios in set 119's order; "
        "represent each by its lowest record id that is neither set 119's id nor one of set 122's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set124_scenarios.json'), 'w'), indent=1)
json.dump(univ, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
assert len({trees[c['scenario']][0] for c in chosen}) == 20
