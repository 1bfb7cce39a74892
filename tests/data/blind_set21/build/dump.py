#!/usr/bin/env python3
"""Set 21's scenario choice and the trees / first names of the chosen records (no ground truth read).

Rule: group the 300 official records by tree (equal universes); drop every tree that holds one of set 18's,
19's or 20's 20 scenarios; order the rest by lowest record id; take the first 20, each represented by its
third-lowest record id. Writes ../ref/set20_scenarios.json, ../ref/scenario_choices.json, universes_used.json.
"""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'

d = json.load(open(DATA))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    first = s.split('\n', 1)[0]
    m = re.match(r'You are managing information for: (\S+)', first)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)

s20 = json.load(open(os.path.join(REF, 'set20_scenario_choices.json')))
set20 = [c['scenario'] for c in s20['chosen']]
json.dump(set20, open(os.path.join(REF, 'set20_scenarios.json'), 'w'), indent=1)
set18 = json.load(open(os.path.join(REF, 'set18_scenarios.json')))
set19 = json.load(open(os.path.join(REF, 'set19_scenarios.json')))
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
excl = {}
for name, lst in (('set18', set18), ('set19', set19), ('set20', set20)):
    excl[name] = {info[x][1] for x in lst}
allex = set().union(*excl.values())
cands = sorted((sorted(v) for k, v in groups.items() if k not in allex and len(v) >= 3), key=lambda g: g[0])
chosen = cands[:20]
out = {
    'rule': "Trees (groups of records with equal universes) that contain none of set 18's, set 19's and set 20's 20 scenarios each, ordered by their lowest record id; trees held by fewer than three records are skipped; the first 20, each represented by its third-lowest record id.",
    'trees_total': len(groups),
    'trees_excluded_as_set18_19_20': len(allex),
    'trees_left': len(cands),
    'chosen': [{'scenario': g[2], 'records_with_this_tree': g} for g in chosen],
    'not_taken': [{'lowest': g[0], 'records_with_this_tree': g} for g in cands[20:]],
}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
used = {}
for g in chosen:
    u, _, name = info[g[2]]
    used[g[2]] = {'target': name, 'levels': list(u), 'universe': u, 'records_with_this_tree': g}
json.dump(used, open(os.path.join(HERE, 'universes_used.json'), 'w'), indent=1)
print('trees', len(groups), 'excluded', len(allex), 'left', len(cands))
for g in chosen:
    print(g[2], g, used[g[2]]['target'])
