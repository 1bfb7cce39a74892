#!/usr/bin/env python3
"""Set 133: pick, for each of set 128's 20 trees (in set 128's order), the lowest record id of its tree group that is
neither set 128's id nor one of set 130's ids. Reads only defender_private_information up to the end of each
universe, and the target's first name from that text only."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
keys, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    text = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', text)
    rid = 'official-%03d' % i
    keys[rid] = json.dumps(u, sort_keys=True)
    unis[rid] = u
    names[rid] = m.group(1) if m else None
groups = {}
for rid, k in keys.items():
    groups.setdefault(k, []).append(rid)
s128 = json.load(open(os.path.join(SET, 'ref', 'set128_scenarios.json')))
s130 = json.load(open(os.path.join(SET, 'ref', 'set130_scenarios.json')))
chosen = []
for x in s128:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s130]
    c = rest[0] if rest else x
    assert c not in s128 and c not in s130
    chosen.append({'scenario': c, 'set128_id': x, 'records_with_this_tree': g})
    u = unis[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()],
          c == g[0], any(y in s130 for y in g))
rule = ("group the 300 records by tree; take the 20 trees holding set 128's 20 scenarios in set 128's order; "
        "represent each by its lowest record id that is neither set 128's id nor one of set 130's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set133_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
