#!/usr/bin/env python3
"""Set 99's scenario choice. Of each official record reads only defender_private_information up to the end
of its universe (the tree); the target's first name is searched for only in that text."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    name = m.group(1).strip().split()[0].strip('.,;:')
    recs['official-%03d' % i] = (u, name, json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][2], []).append(k)
s94 = json.load(open(os.path.join(HERE, 'ref', 'set94_scenarios.json')))
s94c = json.load(open(os.path.join(HERE, 'ref', 'set94_scenario_choices.json')))
s89_of = {c['scenario']: c['set89_id'] for c in s94c['chosen']}
assert [c['scenario'] for c in s94c['chosen']] == s94
s98 = json.load(open(os.path.join(HERE, 'ref', 'set98_scenarios.json')))
chosen = []
universes = {}
for x in s94:
    g = sorted(groups[recs[x][2]])
    rest = [y for y in g if y != x]
    pick = rest[0] if rest else x
    assert pick not in s98
    chosen.append({'scenario': pick, 'set94_id': x, 'records_with_this_tree': g})
    u, name, _ = recs[pick]
    lv = list(u)
    universes[pick] = {'name': name, 'levels': lv, 'universe': u}
    print(pick, 'set94', x, 'set89', s89_of[x], 'group', len(g), name, lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
rule = ("group the 300 records by tree; take the 20 trees holding set 94's 20 scenarios in set 94's order; "
        "represent each by its lowest record id that is not set 94's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set99_scenarios.json'), 'w'), indent=1)
json.dump(universes, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1, ensure_ascii=False)
print(len(recs), 'records', len(groups), 'trees')
