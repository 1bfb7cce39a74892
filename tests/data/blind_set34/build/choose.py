#!/usr/bin/env python3
"""Set 34's scenario rule: the 20 trees holding set 29's 20 scenarios, in set 29's order, each
represented by its lowest record id that is not set 29's chosen id. Reads only each record's
defender_private_information up to the end of its universe and the target-name line."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, _ = json.JSONDecoder().raw_decode(s[j:])
    m = re.search(r'You are managing information for: ([^\n]+)', s)
    info['official-%03d' % i] = (u, m.group(1).strip() if m else None)
groups = {}
for k, (u, n) in sorted(info.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
print('trees:', len(groups))
s29 = json.load(open(os.path.join(REF, 'set29_scenarios.json')))
chosen, used = [], set()
for x in s29:
    key = json.dumps(info[x][0], sort_keys=True)
    used.add(key)
    rest = [y for y in sorted(groups[key]) if y != x]
    chosen.append({'scenario': rest[0], 'set29_id': x, 'records_with_this_tree': sorted(groups[key])})
out = {'rule': 'Group the 300 records by tree (equal universes; 100 trees of three records); take the 20 trees '
               'that hold set 29\'s 20 scenarios (ref/set29_scenarios.json), in set 29\'s order; represent each '
               'by its lowest record id that is not set 29\'s chosen id.',
       'chosen': chosen,
       'trees_not_taken': sorted(g[0] for k, g in groups.items() if k not in used)}
json.dump(out, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set34_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    u, n = info[c['scenario']]
    uni[c['scenario']] = {'universe': u, 'name': n.split()[0] if n else None}
    print(c['scenario'], c['set29_id'], uni[c['scenario']]['name'], list(u))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
