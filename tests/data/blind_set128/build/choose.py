#!/usr/bin/env python3
"""Set 128's scenario choice: the 20 trees holding set 123's scenarios, in set 123's order, each represented by
its lowest record id that is neither set 123's id nor one of set 127's ids. Reads only defender_private_information
up to the end of each universe (the name line searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, unis = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    names[sid] = m.group(1) if m else None
    unis[sid] = u
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s123 = json.load(open(os.path.join(REF, 'set123_scenarios.json')))
s127 = json.load(open(os.path.join(REF, 'set127_scenarios.json')))
chosen = []
for x in s123:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s127]
    c = rest[0] if rest else x
    assert c not in s123 and c not in s127
    chosen.append({'scenario': c, 'set123_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()],
          'lowest' if c == g[0] else 'not-lowest', any(y in s127 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 123's 20 scenarios in set 123's order; "
           "represent each by its lowest record id that is neither set 123's id nor one of set 127's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set128_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
