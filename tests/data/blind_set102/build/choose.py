#!/usr/bin/env python3
"""Set 102's scenario choice. Reads of each official record only defender_private_information up to the end of
its universe (the name line searched for in that text only). Rule: group the 300 records by tree; take the 20
trees holding set 97's 20 scenarios in set 97's order; represent each by its lowest record id that is not
set 97's id. Writes ref/scenario_choices.json, ref/set102_scenarios.json, build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (.+)', head)
    assert m, i
    name = m.group(1).strip().split()[0].strip('.,;:')
    uni['official-%03d' % i] = {'levels': list(u), 'tree': u, 'name': name, 'key': json.dumps(u, sort_keys=True)}
groups = {}
for k in sorted(uni):
    groups.setdefault(uni[k]['key'], []).append(k)
s97 = json.load(open(os.path.join(HERE, 'ref', 'set97_scenarios.json')))
s101 = json.load(open(os.path.join(HERE, 'ref', 'set101_scenarios.json')))
chosen = []
for x in s97:
    rest = [y for y in groups[uni[x]['key']] if y != x]
    c = rest[0] if rest else x
    assert c not in s101 and c not in s97
    chosen.append({'scenario': c, 'set97_id': x, 'records_with_this_tree': groups[uni[x]['key']]})
    lv = uni[c]['levels']; t = uni[c]['tree']
    print(c, x, len(groups[uni[x]['key']]), uni[c]['name'], lv, len(t[lv[0]]), [len(v) for v in t[lv[1]].values()], [len(v) for v in t[lv[2]].values()])
assert len({uni[c['scenario']]['key'] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 97's 20 scenarios in set 97's order; represent each by its lowest record id that is not set 97's id",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set102_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {k: uni[c['scenario']][k] for k in ('levels', 'tree', 'name')} for c in chosen},
          open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
