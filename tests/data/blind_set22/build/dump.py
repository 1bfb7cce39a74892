#!/usr/bin/env python3
"""Scenario choice for set 22 and the 20 trees + target first names (no ground truth is read or printed).

Rule: group the 300 official records by tree (equal universes); drop the trees holding any of set 19's,
20's or 21's 20 scenarios (ref/set19_scenarios.json, ref/set20_scenarios.json, ref/set21_scenarios.json);
order the rest by lowest record id; take the first 20, each represented by its lowest record id.
"""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'

d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    rid = 'official-%03d' % i
    unis[rid] = u
    first = s.split('\n', 1)[0]
    m = re.match(r'You are managing information for: (\S+)', first)
    names[rid] = m.group(1) if m else None
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
excl = set()
for n in (19, 20, 21):
    for x in json.load(open(os.path.join(REF, 'set%d_scenarios.json' % n))):
        excl.add(json.dumps(unis[x], sort_keys=True))
left = sorted((sorted(v) for k, v in groups.items() if k not in excl), key=lambda g: g[0])
chosen = left[:20]
out = {
    'rule': "Trees (groups of records with equal universes) that contain none of set 19's, set 20's and set 21's 20 scenarios each, ordered by their lowest record id; the first 20, each represented by its lowest record id.",
    'trees_total': len(groups),
    'trees_excluded_as_set19_20_21': len(excl),
    'trees_left': len(left),
    'chosen': [{'scenario': g[0], 'records_with_this_tree': g} for g in chosen],
    'not_taken': [{'lowest': g[0], 'records_with_this_tree': g} for g in left[20:]],
}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
used = {g[0]: {'target': names[g[0]], 'universe': unis[g[0]], 'tree_records': g} for g in chosen}
json.dump(used, open(os.path.join(HERE, 'universes_used.json'), 'w'), indent=1, ensure_ascii=False)
print('trees', len(groups), 'excluded', len(excl), 'left', len(left))
for g in chosen:
    print(g[0], g, names[g[0]])
