"""Recompute set 23's scenario rule and dump the chosen trees (no ground truth is read)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    unis['official-%03d' % i] = u
    first = s.split('You are managing information for:', 1)[1].strip().split()[0]
    names['official-%03d' % i] = first
s22 = [c['scenario'] for c in json.load(open(os.path.join(REF, 'set22_scenario_choices.json')))['chosen']]
json.dump(s22, open(os.path.join(REF, 'set22_scenarios.json'), 'w'), indent=1)
groups = {}
for k in sorted(unis):
    groups.setdefault(json.dumps(unis[k], sort_keys=True), []).append(k)
excl = set()
for n in (20, 21, 22):
    for x in json.load(open(os.path.join(REF, 'set%d_scenarios.json' % n))):
        excl.add(json.dumps(unis[x], sort_keys=True))
cands = sorted((sorted(v) for k, v in groups.items() if k not in excl), key=lambda g: g[0])
chosen = cands[:20]
out = {'rule': "Trees (groups of records with equal universes) that contain none of set 20's, set 21's and set 22's 20 scenarios each, ordered by their lowest record id; the first 20, each represented by its second-lowest record id (its lowest where the tree has one record).",
       'trees_total': len(groups), 'trees_excluded_as_set20_21_22': len(excl), 'trees_left': len(cands),
       'chosen': [{'scenario': g[1] if len(g) > 1 else g[0], 'records_with_this_tree': g} for g in chosen],
       'not_taken': [{'lowest': g[0], 'records_with_this_tree': g} for g in cands[20:]]}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
trees = {}
for c in out['chosen']:
    sc = c['scenario']
    trees[sc] = {'name': names[sc], 'universe': unis[sc]}
json.dump(trees, open(os.path.join(HERE, 'universes23.json'), 'w'), indent=1)
print(len(groups), len(excl), len(cands), [c['scenario'] for c in out['chosen']])
