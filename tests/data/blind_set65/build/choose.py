#!/usr/bin/env python3
"""Set 65: choose scenarios. Reads only defender_private_information of each official record, and only the
text up to the end of its universe (the target's first name is searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z][A-Za-z\'-]*)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    unis['official-%03d' % i] = {'name': m.group(1), 'universe': u}
del d
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid]['universe'], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s60 = json.load(open(os.path.join(ROOT, 'ref', 'set60_scenarios.json')))
chosen = []
for x in s60:
    g = sorted(groups[json.dumps(unis[x]['universe'], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set60_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 60's 20 scenarios in set 60's "
                   "order; represent each by its lowest record id that is not set 60's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set65_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = unis[sid]['universe']
    lv = list(u)
    out[sid] = {'name': unis[sid]['name'], 'universe': u}
    print(sid, c['set60_id'], unis[sid]['name'], lv, len(u[lv[0]]), len(u[lv[1]]), len(u[lv[2]]),
          sorted({len(v) for v in u[lv[1]].values()}), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
