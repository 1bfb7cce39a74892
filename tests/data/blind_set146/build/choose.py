#!/usr/bin/env python3
"""Set 146's scenario rule: group the 300 records by tree; take the 20 trees holding set 141's 20 scenarios in set
141's order; represent each by its lowest record id that is neither set 141's id nor one of set 144's ids.
Reads only defender_private_information up to the end of each universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    key = json.dumps(u, sort_keys=True)
    rid = 'official-%03d' % i
    trees[rid] = key
    unis[rid] = u
    m = head.find('You are managing information for:')
    names[rid] = head[m:].split(':', 1)[1].strip().split()[0] if m >= 0 else None
groups = {}
for rid in sorted(trees):
    groups.setdefault(trees[rid], []).append(rid)
s141 = json.load(open(os.path.join(REF, 'set141_scenarios.json')))
s144 = json.load(open(os.path.join(REF, 'set144_scenarios.json')))
chosen = []
for x in s141:
    g = groups[trees[x]]
    rest = [y for y in g if y != x and y not in s144]
    c = rest[0]
    assert c not in s141 and c not in s144
    chosen.append({'scenario': c, 'set141_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], any(y in s144 for y in g))
rule = ("group the 300 records by tree; take the 20 trees holding set 141's 20 scenarios in set 141's order; "
        "represent each by its lowest record id that is neither set 141's id nor one of set 144's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set146_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
