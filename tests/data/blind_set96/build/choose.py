#!/usr/bin/env python3
"""Set 96 scenario choice: the 20 trees holding set 91's scenarios, in set 91's order,
each represented by its lowest record id that is not set 91's id. Reads only
defender_private_information up to the end of each universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
univ = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    name = m.group(1).strip().split()[0].rstrip('.,')
    univ['official-%03d' % i] = (u, name, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(univ):
    groups.setdefault(univ[k][2], []).append(k)
s91 = json.load(open(os.path.join(REF, 'set91_scenarios.json')))
chosen = []
for x in s91:
    g = sorted(groups[univ[x][2]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set91_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 91's 20 scenarios in set 91's order; represent each by its lowest record id that is not set 91's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set96_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name, _ = univ[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set91_id'], len(c['records_with_this_tree']), name, lv, [len(u[lv[0]])] + [len(v) for l in lv[1:] for v in u[l].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records', len(groups), 'trees')
