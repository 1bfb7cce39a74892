#!/usr/bin/env python3
"""Set 100's scenario choice. Of each official record it reads only defender_private_information up to the
end of its universe (the tree); the target's first name is searched for in that text only. Rule: group the
300 records by tree; take the 20 trees holding set 95's 20 scenarios (ref/set95_scenarios.json) in set 95's
order; represent each by its lowest record id that is not set 95's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip().split()[0]
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
key = {sid: json.dumps(uni[sid], sort_keys=True) for sid in uni}
s95 = json.load(open(os.path.join(SET, 'ref', 'set95_scenarios.json')))
c95 = {c['scenario']: c['set90_id'] for c in json.load(open(os.path.join(SET, 'ref', 'set95_scenario_choices.json')))['chosen']}
s99 = set(json.load(open(os.path.join(SET, 'ref', 'set99_scenarios.json'))))
chosen = []
for x in s95:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y != x]
    c = rest[0] if rest else x
    assert c not in s99, c
    chosen.append({'scenario': c, 'set95_id': x, 'records_with_this_tree': g})
assert len({key[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 95's 20 scenarios in set 95's order; "
                   "represent each by its lowest record id that is not set 95's id", 'chosen': chosen},
          open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set100_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    sid = c['scenario']; u = uni[sid]; lv = list(u)
    print(sid, 'set95', c['set95_id'], 'set90', c95.get(c['set95_id']), 'group', len(c['records_with_this_tree']),
          names[sid], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
print(len(d), 'records,', len(groups), 'trees')
