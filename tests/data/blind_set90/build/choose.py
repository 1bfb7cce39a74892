#!/usr/bin/env python3
"""Set 90's scenario choice. Reads, of each official record, only the text of
defender_private_information up to the end of its universe (and the target's first name
from the 'You are managing information for: <name>' line, searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for:\s*([A-Za-z\-]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1)
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(uni):
    groups.setdefault(keys[sid], []).append(sid)
s85 = json.load(open(os.path.join(REF, 'set85_scenarios.json')))
chosen = []
for x in s85:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set85_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 85's 20 scenarios in set 85's order; "
                   "represent each by its lowest record id that is not set 85's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set90_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    lv = list(u)
    out[sid] = {'name': names[sid], 'levels': lv, 'top': u[lv[0]], 'mid': u[lv[1]], 'low': u[lv[2]]}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print(len(d), 'records', len(groups), 'trees')
for c in chosen:
    sid = c['scenario']; o = out[sid]
    print(sid, c['set85_id'], len(c['records_with_this_tree']), o['name'], o['levels'], len(o['top']),
          [len(v) for v in o['mid'].values()], [len(v) for v in o['low'].values()])
