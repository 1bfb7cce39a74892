#!/usr/bin/env python3
"""Set 83's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees that
hold set 78's 20 scenarios (ref/set78_scenarios.json), in set 78's order; represent each by its lowest record
id that is not set 78's id. Reads, of each record, only defender_private_information up to the end of its
universe (the target's first name is searched for only in that text). Writes ref/scenario_choices.json,
ref/set83_scenarios.json and build/universes.json."""
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
        sys.exit('official-%03d: no name line before the end of the universe' % i)
    recs['official-%03d' % i] = (u, m.group(1).strip().rstrip('.,'))
groups = {}
for rid in sorted(recs):
    groups.setdefault(json.dumps(recs[rid][0], sort_keys=True), []).append(rid)
s78 = json.load(open(os.path.join(ROOT, 'ref', 'set78_scenarios.json')))
chosen = []
for x in s78:
    g = sorted(groups[json.dumps(recs[x][0], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set78_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 78's 20 scenarios in set 78's order; "
        "represent each by its lowest record id that is not set 78's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set83_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, name = recs[c['scenario']]
    uni[c['scenario']] = {'name': name, 'universe': u}
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print('records', len(recs), 'trees', len(groups))
for c in chosen:
    u, name = recs[c['scenario']]
    lv = list(u)
    print(c['scenario'], c['set78_id'], name, lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
