#!/usr/bin/env python3
"""Choose set 59's scenarios. Reads only defender_private_information, up to the end of each universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]  # text up to the end of the universe only
    m = re.search(r'You are managing information for:\s*([^\n]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    name = m.group(1).strip().split()[0]
    unis['official-%03d' % i] = {'name': name, 'universe': u, 'key': json.dumps(u, sort_keys=True)}
groups = {}
for k in sorted(unis):
    groups.setdefault(unis[k]['key'], []).append(k)
print('trees:', len(groups))
s54 = json.load(open(os.path.join(REF, 'set54_scenarios.json')))
chosen = []
for x in s54:
    rest = [y for y in groups[unis[x]['key']] if y != x]
    chosen.append({'scenario': rest[0], 'set54_id': x, 'records_with_this_tree': groups[unis[x]['key']]})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 54's 20 scenarios in set 54's order; "
                   "represent each by its lowest record id that is not set 54's id", 'chosen': chosen},
          open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set59_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u = unis[c['scenario']]
    out[c['scenario']] = {'name': u['name'], 'universe': u['universe']}
    lv = list(u['universe'])
    print(c['scenario'], c['set54_id'], u['name'], lv, [len(u['universe'][l]) for l in lv],
          [sorted(len(v) for v in u['universe'][l].values()) if isinstance(u['universe'][l], dict) else None for l in lv[1:]])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
