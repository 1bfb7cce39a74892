#!/usr/bin/env python3
"""Choose set 55's scenarios: the 20 trees holding set 50's 20 scenarios, in set 50's order, each represented by
its lowest record id that is not set 50's id. Reads only each record's universe (up to its end) and the target's
first name; writes ref/scenario_choices.json, ref/set55_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    unis['official-%03d' % i] = u
    m = re.search(r'You are managing information for: (\S+)', s)
    names['official-%03d' % i] = m.group(1).strip('.,') if m else None
groups = {}
for k in sorted(unis):
    groups.setdefault(json.dumps(unis[k], sort_keys=True), []).append(k)
print('trees:', len(groups))
s50 = json.load(open(os.path.join(REF, 'set50_scenarios.json')))
chosen, out = [], {}
for x in s50:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y not in s50]
    assert rest and rest[0] == [y for y in g if y != x][0], (x, g)
    c = rest[0]
    chosen.append({'scenario': c, 'set50_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    out[c] = {'name': names[c], 'universe': u}
    print(c, x, names[c], lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()} | {len(v) for v in u[lv[2]].values()}))
rule = ("group the 300 records by tree; take the 20 trees holding set 50's 20 scenarios in set 50's order; "
        "represent each by its lowest record id that is not set 50's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set55_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
