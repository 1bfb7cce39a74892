#!/usr/bin/env python3
"""Set 123's universes: the 20 trees of set 118's scenarios, in set 118's order, each represented by its
lowest record id that is neither set 118's id nor set 121's id. Of each official record only
defender_private_information up to the end of its universe is read (the first name is searched for in that
text only). Writes ref/scenario_choices.json, ref/set123_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    name = m.group(1).strip() if m else None
    uni['official-%03d' % i] = (u, name)
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid][0], sort_keys=True), []).append(sid)
s118 = json.load(open(os.path.join(SET, 'ref', 'set118_scenarios.json')))
s121 = json.load(open(os.path.join(SET, 'ref', 'set121_scenarios.json')))
chosen, out = [], {}
for x in s118:
    g = sorted(groups[json.dumps(uni[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s121]
    c = rest[0]
    assert c not in s118 and c not in s121
    chosen.append({'scenario': c, 'set118_id': x, 'records_with_this_tree': g})
    u, name = uni[c]
    first = name.split()[0] if name else None
    levels = list(u)
    out[c] = {'first_name': first, 'levels': levels, 'universe': u}
    kids = [len(v) for li in (1, 2) for v in u[levels[li]].values()]
    print(c, 'set118', x, 'group', len(g), first, levels, 'top', len(u[levels[0]]), 'children', sorted(set(kids)),
          'set121 in group', [y for y in g if y in s121], 'lowest' if c == g[0] else 'not lowest')
assert len({json.dumps(uni[c['scenario']][0], sort_keys=True) for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 118's 20 scenarios in set 118's order; "
                   "represent each by its lowest record id that is neither set 118's id nor set 121's id",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set123_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
