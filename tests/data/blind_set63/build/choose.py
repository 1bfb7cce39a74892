#!/usr/bin/env python3
"""Set 63's scenario choice. Reads, of each official record, only defender_private_information up to the
end of its universe (the name line is searched for in that text only). Writes ref/scenario_choices.json,
ref/set63_scenarios.json and build/universes.json."""
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
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    recs['official-%03d' % i] = (u, m.group(1), json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(recs):
    groups.setdefault(recs[k][2], []).append(k)
print('trees:', len(groups))
s58 = json.load(open(os.path.join(ROOT, 'ref', 'set58_scenarios.json')))
chosen = []
for x in s58:
    g = sorted(groups[recs[x][2]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set58_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 58's 20 scenarios in set 58's "
                   "order; represent each by its lowest record id that is not set 58's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set63_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name, _ = recs[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set58_id'], name, lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
