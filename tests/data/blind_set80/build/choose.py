#!/usr/bin/env python3
"""Set 80's scenario choice. Reads only defender_private_information, up to the end of its universe.
Rule: group the 300 records by tree (equal universes); take the 20 trees holding set 75's 20 scenarios
(ref/set75_scenarios.json) in set 75's order; represent each by its lowest record id that is not set 75's id.
Writes ref/scenario_choices.json, ref/set80_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1)
groups = {}
for rid in sorted(unis):
    groups.setdefault(json.dumps(unis[rid], sort_keys=True), []).append(rid)
s75 = json.load(open(os.path.join(ROOT, 'ref', 'set75_scenarios.json')))
chosen = []
for x in s75:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set75_id': x, 'records_with_this_tree': g})
assert len({json.dumps(unis[c['scenario']], sort_keys=True) for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 75's 20 scenarios in set 75's "
                   "order; represent each by its lowest record id that is not set 75's id",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set80_scenarios.json'), 'w'), indent=1)
out = {c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print('records', len(d), 'trees', len(groups))
for c in chosen:
    u = unis[c['scenario']]
    lv = list(u)
    print(c['scenario'], c['set75_id'], names[c['scenario']], lv, len(u[lv[0]]),
          len(u[lv[1]]), [len(v) for v in u[lv[1]].values()], len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
