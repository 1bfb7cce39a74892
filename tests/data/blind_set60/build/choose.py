#!/usr/bin/env python3
"""Set 60's scenario choice. Reads only each record's defender_private_information up to the end of its
universe (the target's first name is searched for in that text only). Rule: group the 300 records by
tree; take the 20 trees holding set 55's 20 scenarios, in set 55's order; represent each by its lowest
record id that is not set 55's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1).strip(' .,')
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
print('trees:', len(groups))
s55 = json.load(open(os.path.join(REF, 'set55_scenarios.json')))
chosen = []
for x in s55:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set55_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 55's 20 scenarios in set 55's order; "
                   "represent each by its lowest record id that is not set 55's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set60_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    rid = c['scenario']
    u = unis[rid]
    lv = list(u)
    out[rid] = {'name': names[rid], 'levels': lv, 'universe': u}
    print(rid, c['set55_id'], names[rid], lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
