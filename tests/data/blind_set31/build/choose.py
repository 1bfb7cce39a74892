#!/usr/bin/env python3
"""Set 31's scenario rule: the 20 trees holding set 26's 20 chosen scenarios, in set 26's order,
each represented by its lowest record id that is not set 26's chosen id. Reads each record's
defender_private_information only up to the end of its universe, plus the target-name line."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    rid = 'official-%03d' % i
    unis[rid] = u
    m = re.search(r'You are managing information for: ([^\n]*)', s)
    names[rid] = m.group(1).strip() if m else None
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
s26 = json.load(open(os.path.join(ROOT, 'ref', 'set26_scenario_choices.json')))
chosen = []
for c in s26['chosen']:
    x = c['scenario']
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    assert g == sorted(c['records_with_this_tree']), x
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set26_id': x, 'records_with_this_tree': g})
rule = ("Group the 300 records by tree (two records share a tree when their universes are equal; 100 trees of "
        "three records). Take the 20 trees that hold set 26's 20 chosen scenarios (ref/set26_scenario_choices.json, "
        "its chosen[].scenario ids and each one's records_with_this_tree), in set 26's order; represent each by its "
        "lowest record id that is not set 26's chosen id.")
json.dump({'rule': rule, 'n_trees': len(groups), 'chosen': chosen, 'trees_not_taken': []},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set31_scenarios.json'), 'w'), indent=1)
out = []
for c in chosen:
    first = names[c['scenario']].split()[0] if names[c['scenario']] else None
    out.append({'scenario': c['scenario'], 'universe': unis[c['scenario']], 'name': first})
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(groups), 'trees')
for c, o in zip(chosen, out):
    print(c['scenario'], c['set26_id'], o['name'], list(o['universe']), json.dumps(o['universe'])[:150])
