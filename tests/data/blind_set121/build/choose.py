#!/usr/bin/env python3
"""Set 121's universes: the 20 trees of set 116's scenarios (ref/set116_scenarios.json), in set 116's order,
each represented by its lowest record id that is neither set 116's id nor set 120's id (ref/set120_scenarios.json).
Of each official record only defender_private_information is read, and only up to the end of its universe
(the first name is searched for in that text only). Writes ref/scenario_choices.json, ref/set121_scenarios.json
and build/universes.json; prints per chosen id set 116's id, the group size, the first name, level keys and
child counts."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s,.]+)', head)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1) if m else None
del d
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
s116 = json.load(open(os.path.join(SET, 'ref', 'set116_scenarios.json')))
s120 = json.load(open(os.path.join(SET, 'ref', 'set120_scenarios.json')))
chosen = []
for x in s116:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s120]
    skipped120 = [y for y in g if y in s120]
    c = rest[0]
    assert c not in s116 and c not in s120
    chosen.append({'scenario': c, 'set116_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    counts = (len(u[lv[0]]), sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
    print(c, x, len(g), names[c], lv, counts, 'set120 ids in group: %s' % skipped120 if skipped120 else '',
          'lowest' if c == g[0] else 'not lowest (lowest %s)' % g[0])
assert len({c['scenario'] for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 116's 20 scenarios in set 116's order; "
        "represent each by its lowest record id that is neither set 116's id nor set 120's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set121_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
