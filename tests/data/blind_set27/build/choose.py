#!/usr/bin/env python3
"""Set 27's scenario rule: the 20 trees that hold set 22's 20 scenarios, each represented by its lowest
record id that is not set 22's chosen id. Reads only each record's universe and target name."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: ([^\n]+)', s)
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).strip() if m else None)
groups = {}
for k, (u, key, n) in sorted(recs.items()):
    groups.setdefault(key, []).append(k)
s22 = json.load(open(os.path.join(ROOT, 'ref', 'set22_scenarios.json')))
chosen = []
for sc in s22:
    g = sorted(groups[recs[sc][1]])
    rest = [x for x in g if x != sc]
    chosen.append({'scenario': rest[0] if rest else sc, 'set22_id': sc, 'records_with_this_tree': g})
print(len(groups), 'trees')
out = {'rule': ("Group the 300 official records by tree (two records share a tree when their universes are equal; "
                "100 trees of three records). Take the 20 trees that hold set 22's 20 scenarios "
                "(ref/set22_scenarios.json), in set 22's order; represent each by its lowest record id that is not "
                "set 22's chosen id."),
       'chosen': chosen, 'not_taken': []}
json.dump(out, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set27_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, key, n = recs[c['scenario']]
    uni[c['scenario']] = {'universe': u, 'name': n}
    print(c['scenario'], c['set22_id'], c['records_with_this_tree'], n, list(u), json.dumps(u)[:300])
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
