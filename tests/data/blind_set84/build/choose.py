#!/usr/bin/env python3
"""Set 84's scenario choice (seed-free rule). Reads only defender_private_information up to the end of
each universe; the target's first name is searched for in that text only."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names, univ = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    sid = 'official-%03d' % i
    names[sid] = m.group(1)
    univ[sid] = u
    trees.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
del d
s79 = json.load(open(os.path.join(TOP, 'ref', 'set79_scenarios.json')))
chosen = []
for x in s79:
    key = json.dumps(univ[x], sort_keys=True)
    grp = sorted(trees[key])
    rest = [y for y in grp if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set79_id': x, 'records_with_this_tree': grp})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 79's 20 scenarios in set 79's order; "
                   "represent each by its lowest record id that is not set 79's id",
           'chosen': chosen}, open(os.path.join(TOP, 'ref', 'scenario_choices.json'), 'w'), indent=1)
ids = [c['scenario'] for c in chosen]
json.dump(ids, open(os.path.join(TOP, 'ref', 'set84_scenarios.json'), 'w'), indent=1)
json.dump({x: {'name': names[x], 'universe': univ[x]} for x in ids}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(univ), 'records', len(trees), 'trees')
for c in chosen:
    u = univ[c['scenario']]
    lv = list(u)
    print(c['scenario'], c['set79_id'], names[c['scenario']], lv, len(u[lv[0]]),
          len(u[lv[1]]), [len(v) for v in u[lv[1]].values()], len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
