#!/usr/bin/env python3
"""Set 125's scenario choice: the 20 trees of set 120's scenarios (ref/set120_scenarios.json), in set 120's order,
each represented by its lowest record id that is neither set 120's id nor one of set 124's ids
(ref/set124_scenarios.json). Of each official record only defender_private_information is read, up to the end of its
universe; the target's first name is searched for in that text only. Writes ref/scenario_choices.json,
ref/set125_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\'-]+)', head)
    uni['official-%03d' % i] = (u, m.group(1) if m else None)
del d
groups = {}
for k in sorted(uni):
    groups.setdefault(json.dumps(uni[k][0], sort_keys=True), []).append(k)
s120 = json.load(open(os.path.join(HERE, 'ref', 'set120_scenarios.json')))
s124 = json.load(open(os.path.join(HERE, 'ref', 'set124_scenarios.json')))
chosen, out = [], {}
for x in s120:
    g = sorted(groups[json.dumps(uni[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s124]
    c = rest[0]
    assert c not in s120 and c not in s124
    chosen.append({'scenario': c, 'set120_id': x, 'records_with_this_tree': g})
    u, name = uni[c]
    levels = list(u)
    out[c] = {'name': name, 'levels': levels, 'universe': u}
    kids = sorted({len(v) for li in (1, 2) for v in u[levels[li]].values()})
    print(c, x, len(g), name, levels, len(u[levels[0]]), kids, 'lowest' if c == g[0] else 'not-lowest',
          'set124-in-group' if any(y in s124 for y in g) else 'no-set124')
assert len({c['scenario'] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 120's 20 scenarios in set 120's order; "
                   "represent each by its lowest record id that is neither set 120's id nor one of set 124's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set125_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
