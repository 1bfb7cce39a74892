#!/usr/bin/env python3
"""Choose set 20's scenarios and dump their trees and target first names (no ground truth)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
groups, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    unis[sid] = u
    first = s.split('\n', 1)[0]
    m = re.match(r'You are managing information for: (\S+)', first)
    names[sid] = m.group(1) if m else None
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
key = {sid: json.dumps(u, sort_keys=True) for sid, u in unis.items()}
s19 = [c['scenario'] for c in json.load(open(os.path.join(REF, 'scenario_choices.json')))['chosen']] \
    if not os.path.exists(os.path.join(REF, 'set19_scenarios.json')) else json.load(open(os.path.join(REF, 'set19_scenarios.json')))
excl = set()
for f in ('set17_scenarios.json', 'set18_scenarios.json'):
    excl |= {key[x] for x in json.load(open(os.path.join(REF, f)))}
excl |= {key[x] for x in s19}
cands = sorted((sorted(g) for k, g in groups.items() if k not in excl), key=lambda g: g[0])
cands = [g for g in cands if len(g) >= 2]
chosen = cands[:20]
json.dump(s19, open(os.path.join(REF, 'set19_scenarios.json'), 'w'), indent=1)
out = {'rule': "Trees (groups of records with equal universes) that contain none of set 17's, set 18's and set 19's 20 scenarios each, ordered by their lowest record id; trees held by one record are skipped; the first 20, each represented by its second-lowest record id.",
       'trees_total': len(groups), 'trees_excluded_as_set17_18_19': len(excl), 'trees_left': len(cands),
       'chosen': [{'scenario': g[1], 'records_with_this_tree': g} for g in chosen],
       'not_taken': [g for g in cands[20:]]}
return_path = os.path.join(REF, 'scenario_choices.json')
json.dump(out, open(return_path, 'w'), indent=1)
json.dump({g[1]: {'target': names[g[1]], 'universe': unis[g[1]]} for g in chosen},
          open(os.path.join(HERE, 'universes_used.json'), 'w'), indent=1)
print(len(groups), 'trees;', len(excl), 'excluded;', len(cands), 'left; chosen:', [g[1] for g in chosen])
