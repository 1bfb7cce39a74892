#!/usr/bin/env python3
"""Set 26's scenario rule. Reads each official record's defender_private_information only up to the end of
its universe, plus the 'You are managing information for: <name>' line. Writes ref/set25_scenarios.json,
ref/scenario_choices.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: *([^\n]+)', s)
    recs['official-%03d' % i] = (u, m.group(1).strip() if m else None)
groups = {}
for sid in sorted(recs):
    groups.setdefault(json.dumps(recs[sid][0], sort_keys=True), []).append(sid)
s25 = [c['scenario'] for c in json.load(open(os.path.join(SET, 'ref', 'set25_scenario_choices.json')))['chosen']]
json.dump(s25, open(os.path.join(SET, 'ref', 'set25_scenarios.json'), 'w'), indent=1)
excl = set()
for n in (22, 23, 24, 25):
    for sid in json.load(open(os.path.join(SET, 'ref', 'set%d_scenarios.json' % n))):
        excl.add(json.dumps(recs[sid][0], sort_keys=True))
left = sorted((sorted(v) for k, v in groups.items() if k not in excl), key=lambda g: g[0])
chosen = [g[1] if len(g) > 1 else g[0] for g in left[:20]]
out = {'rule': "Trees (groups of records with equal universes) that contain none of set 22's, set 23's, set 24's and set 25's "
               "20 scenarios each, ordered by their lowest record id; the first 20 (all that are left), each represented by its "
               "second-lowest record id (its only id where the tree has one record).",
       'trees_total': len(groups), 'trees_excluded_as_set22_23_24_25': len(excl), 'trees_left': len(left),
       'chosen': [{'scenario': c, 'records_with_this_tree': g} for c, g in zip(chosen, left[:20])],
       'not_taken': [{'lowest': g[0], 'records_with_this_tree': g} for g in left[20:]]}
json.dump(out, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
uni = []
for c in chosen:
    u, name = recs[c]
    uni.append({'scenario': c, 'name': name, 'universe': u})
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print('trees', len(groups), 'excluded', len(excl), 'left', len(left))
for c, g in zip(chosen, left[:20]):
    u, name = recs[c]
    print(c, g, name, list(u), json.dumps(u)[:400])
