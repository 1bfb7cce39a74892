#!/usr/bin/env python3
"""Set 64's scenario choice. Reads of each official record only defender_private_information up to the end
of its universe, and the target's first name from the 'You are managing information for: <name>' line,
searched for only in that text. Rule: group the 300 records by tree; take the 20 trees holding set 59's
20 scenarios in set 59's order; represent each by its lowest record id that is not set 59's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][A-Za-z\'-]*)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    uni['official-%03d' % i] = (u, m.group(1))
del d
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid][0], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s59 = json.load(open(os.path.join(REF, 'set59_scenarios.json')))
chosen = []
for x in s59:
    g = sorted(groups[json.dumps(uni[x][0], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set59_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 59's 20 scenarios in set 59's order; "
                   "represent each by its lowest record id that is not set 59's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set64_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name = uni[c['scenario']]
    out[c['scenario']] = {'name': name, 'universe': u}
    lv = list(u)
    print(c['scenario'], c['set59_id'], name, lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
