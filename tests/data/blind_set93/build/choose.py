#!/usr/bin/env python3
"""Set 93's scenario choice. Reads, of each official record, only defender_private_information up to the end of
its universe (and the target's first name from the 'You are managing information for: <name>' line inside that
text). Rule: group the 300 records by tree; take the 20 trees holding set 88's 20 scenarios, in set 88's order;
represent each by its lowest record id that is not set 88's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
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
    first = m.group(1).strip().split()[0].strip('.,')
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), first)
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][1], []).append(k)
s88 = json.load(open(os.path.join(ROOT, 'ref', 'set88_scenarios.json')))
chosen = []
for x in s88:
    g = sorted(groups[recs[x][1]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set88_id': x, 'records_with_this_tree': g})
out = {'rule': "group the 300 records by tree; take the 20 trees holding set 88's 20 scenarios in set 88's order; "
               "represent each by its lowest record id that is not set 88's id", 'chosen': chosen}
json.dump(out, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set93_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, _, first = recs[c['scenario']]
    uni[c['scenario']] = {'name': first, 'universe': u}
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(recs), 'records', len(groups), 'trees')
for c in chosen:
    u, _, first = recs[c['scenario']]
    lv = list(u)
    sizes = [len(u[lv[0]]), len(u[lv[1]]), sum(len(v) for v in u[lv[2]].values())]
    kids = {len(v) for l in lv[1:] for v in u[l].values()}
    print(c['scenario'], c['set88_id'], len(c['records_with_this_tree']), first, lv, sizes, kids)
