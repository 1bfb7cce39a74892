"""Choose set 19's scenarios and dump the trees and target first names (no ground truth)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
S18 = os.path.join(HERE, '..', '..', 'blind_set18', 'ref', 'scenario_choices.json')
if not os.path.exists(os.path.join(REF, 'set18_scenarios.json')):
    ch18 = json.load(open(S18))
    json.dump([c['scenario'] for c in ch18['chosen']], open(os.path.join(REF, 'set18_scenarios.json'), 'w'), indent=1)
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    first = s.split('\n', 1)[0]
    assert first.startswith('You are managing information for:'), sid
    names[sid] = first.split(':', 1)[1].strip().split()[0]
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
excl = {}
for n in (15, 16, 17, 18):
    lst = json.load(open(os.path.join(REF, 'set%d_scenarios.json' % n)))
    excl[n] = {json.dumps(uni[x], sort_keys=True) for x in lst}
allex = set().union(*excl.values())
cands = sorted((g for k, g in groups.items() if k not in allex), key=lambda g: g[0])
chosen = cands[:20]
out = {
    'rule': "Trees (groups of records with equal universes) that contain none of set 15's 19, set 16's 20, set 17's 20 and set 18's 20 scenarios, ordered by their lowest record id; the first 20, each represented by its lowest record id.",
    'trees_total': len(groups),
    'trees_excluded_as_set15': len(excl[15]), 'trees_excluded_as_set16': len(excl[16]),
    'trees_excluded_as_set17': len(excl[17]), 'trees_excluded_as_set18': len(excl[18]),
    'trees_left': len(cands),
    'chosen': [{'scenario': g[0], 'records_with_this_tree': g} for g in chosen],
    'not_taken': [{'scenario': g[0], 'records_with_this_tree': g} for g in cands[20:]],
}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
used = {g[0]: {'target': names[g[0]], 'universe': uni[g[0]]} for g in chosen}
json.dump(used, open(os.path.join(HERE, 'universes_used.json'), 'w'), indent=1)
print(len(groups), {n: len(v) for n, v in excl.items()}, len(cands))
print([g[0] for g in chosen], 'not taken:', [g[0] for g in cands[20:]])
