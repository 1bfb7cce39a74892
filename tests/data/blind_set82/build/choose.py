#!/usr/bin/env python3
"""Set 82's scenario choice. Reads, of each official record, only defender_private_information up to the end
of its universe (the name line is searched for in that text only). Writes ref/scenario_choices.json,
ref/set82_scenarios.json and build/universes.json."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1)
    keys[rid] = json.dumps(u, sort_keys=True)
groups = {}
for rid in sorted(unis):
    groups.setdefault(keys[rid], []).append(rid)
s77 = json.load(open(os.path.join(ROOT, 'ref', 'set77_scenarios.json')))
chosen = []
for x in s77:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set77_id': x, 'records_with_this_tree': g})
assert len({keys[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 77's 20 scenarios in set 77's order; "
                   "represent each by its lowest record id that is not set 77's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set82_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    rid = c['scenario']
    out[rid] = {'name': names[rid], 'universe': unis[rid]}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records,', len(groups), 'trees')
for c in chosen:
    u = unis[c['scenario']]
    lv = list(u)
    print(c['scenario'], c['set77_id'], names[c['scenario']], lv, len(u[lv[0]]),
          [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
