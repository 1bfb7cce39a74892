#!/usr/bin/env python3
"""Writes ref/set24_scenarios.json and ref/scenario_choices.json (set 25's rule) and build/universes.json.
Reads only the universes and the target first name of each official record (never the ground truth)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, name = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    name[sid] = re.search(r'managing information for:\s*(\w+)', s).group(1)
s24 = [c['scenario'] for c in json.load(open(os.path.join(REF, 'set24_scenario_choices.json')))['chosen']]
json.dump(s24, open(os.path.join(REF, 'set24_scenarios.json'), 'w'), indent=1)
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
excl = set()
for n in (22, 23, 24):
    for x in json.load(open(os.path.join(REF, 'set%d_scenarios.json' % n))):
        excl.add(json.dumps(uni[x], sort_keys=True))
left = sorted((sorted(v) for k, v in groups.items() if k not in excl), key=lambda g: g[0])
take = left[:20]
chosen = [{'scenario': g[3] if len(g) > 3 else g[-1], 'records_with_this_tree': g} for g in take]
out = {'rule': "Trees (groups of records with equal universes) that contain none of set 22's, set 23's and set 24's "
               "20 scenarios each, ordered by their lowest record id; the first 20, each represented by its "
               "fourth-lowest record id (its highest where the tree has fewer than four records).",
       'trees_total': len(groups), 'trees_excluded_as_set22_23_24': len(excl), 'trees_left': len(left),
       'chosen': chosen, 'not_taken': [{'lowest': g[0], 'records_with_this_tree': g} for g in left[20:]]}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
us = {c['scenario']: {'name': name[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen}
json.dump(us, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = uni[c['scenario']]
    print(c['scenario'], c['records_with_this_tree'], name[c['scenario']], list(u))
    print('   ', json.dumps(u)[:600])
