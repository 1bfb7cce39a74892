#!/usr/bin/env python3
"""Choose set 66's scenarios. Reads only defender_private_information, and only up to the end of its universe."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
groups, info = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:end + j]  # the text up to the end of the universe, nothing after it
    m = re.search(r'You are managing information for: ([A-Za-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    sid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    groups.setdefault(key, []).append(sid)
    info[sid] = (key, m.group(1), u)
print('trees:', len(groups))
s61 = json.load(open(os.path.join(REF, 'set61_scenarios.json')))
chosen = []
for x in s61:
    grp = sorted(groups[info[x][0]])
    rest = [y for y in grp if y != x]
    chosen.append({'scenario': rest[0], 'set61_id': x, 'records_with_this_tree': grp})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 61's 20 scenarios in set 61's order; "
                   "represent each by its lowest record id that is not set 61's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set66_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    key, name, u = info[sid]
    lv = list(u)
    out[sid] = {'name': name, 'levels': lv, 'universe': u}
    print(sid, c['set61_id'], name, lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
