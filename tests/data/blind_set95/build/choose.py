#!/usr/bin/env python3
"""Set 95's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 90's 20 scenarios (ref/set90_scenarios.json), in set 90's order; represent each by its lowest record id
that is not set 90's id. Reads only defender_private_information up to the end of its universe, and the
target's first name from that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
groups, info = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    groups.setdefault(key, []).append(sid)
    info[sid] = (key, m.group(1), u)
print(len(d), 'records', len(groups), 'trees')
s90 = json.load(open(os.path.join(ROOT, 'ref', 'set90_scenarios.json')))
chosen, unis = [], {}
for x in s90:
    key = info[x][0]
    rest = [y for y in sorted(groups[key]) if y != x]
    pick = rest[0] if rest else x
    chosen.append({'scenario': pick, 'set90_id': x, 'records_with_this_tree': sorted(groups[key])})
    u = info[pick][2]
    unis[pick] = {'name': info[pick][1], 'universe': u}
    lv = list(u)
    print(pick, x, len(groups[key]), info[pick][1], lv, [len(u[lv[0]])] + [len(v) for v in u[lv[1]].values()],
          sorted({len(v) for v in u[lv[2]].values()}))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 90's 20 scenarios in set 90's order; "
                   "represent each by its lowest record id that is not set 90's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set95_scenarios.json'), 'w'), indent=1)
json.dump(unis, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
