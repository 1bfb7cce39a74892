#!/usr/bin/env python3
"""Choose set 85's scenarios. Reads only defender_private_information, and only up to the end of the
universe; the target's first name is searched for in that text only. Writes ref/scenario_choices.json,
ref/set85_scenarios.json and build/universes.json."""
import json, os, re, sys
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
    m = re.search(r'You are managing information for: (\S+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    name = m.group(1).strip('.,;:')
    recs['official-%03d' % i] = (u, name)
del d
groups = {}
for rid in sorted(recs):
    groups.setdefault(json.dumps(recs[rid][0], sort_keys=True), []).append(rid)
print('records', len(recs), 'trees', len(groups))
s80 = json.load(open(os.path.join(ROOT, 'ref', 'set80_scenarios.json')))
chosen = []
for x in s80:
    g = groups[json.dumps(recs[x][0], sort_keys=True)]
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set80_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 80's 20 scenarios in set 80's order; "
                   "represent each by its lowest record id that is not set 80's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set85_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name = recs[c['scenario']]
    out[c['scenario']] = {'name': name, 'levels': list(u), 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set80_id'], name, lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
