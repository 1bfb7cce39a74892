#!/usr/bin/env python3
"""Set 77's scenario choice. Reads, of each official record, only the text of defender_private_information
up to the end of its universe (the target's first name is searched for in that text only)."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
heads = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]  # text up to the end of the universe
    m = re.search(r'You are managing information for: *([A-Z][a-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    heads['official-%03d' % i] = (u, m.group(1))
groups = {}
for sid in sorted(heads):
    groups.setdefault(json.dumps(heads[sid][0], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s72 = json.load(open(os.path.join(ROOT, 'ref', 'set72_scenarios.json')))
chosen, univ = [], {}
for x in s72:
    key = json.dumps(heads[x][0], sort_keys=True)
    rest = [y for y in sorted(groups[key]) if y != x]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set72_id': x, 'records_with_this_tree': sorted(groups[key])})
    u, name = heads[c]
    univ[c] = {'name': name, 'levels': list(u), 'universe': u}
    lv = list(u)
    print(c, x, name, lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 72's 20 scenarios in set 72's "
                   "order; represent each by its lowest record id that is not set 72's id",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set77_scenarios.json'), 'w'), indent=1)
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
