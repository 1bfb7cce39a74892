#!/usr/bin/env python3
"""Set 70's scenario choice. Reads only the universe in defender_private_information (up to its end) and the
target's first name (searched for only in that text). Rule: group the 300 records by tree (equal universes);
take the 20 trees holding set 65's 20 scenarios, in set 65's order; represent each by its lowest record id
that is not set 65's id."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
univ, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]  # the text up to the end of the universe only
    m = re.search(r'You are managing information for: *([A-Z][\w\'-]*)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    rid = 'official-%03d' % i
    univ[rid] = u
    names[rid] = m.group(1)
    keys[rid] = json.dumps(u, sort_keys=True)
groups = {}
for rid in sorted(univ):
    groups.setdefault(keys[rid], []).append(rid)
print('trees:', len(groups))
s65 = json.load(open(os.path.join(ROOT, 'ref', 'set65_scenarios.json')))
chosen = []
for x in s65:
    rest = [y for y in sorted(groups[keys[x]]) if y != x]
    pick = rest[0] if rest else x
    chosen.append({'scenario': pick, 'set65_id': x, 'records_with_this_tree': sorted(groups[keys[x]])})
assert len({keys[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 65's 20 scenarios in set 65's "
                   "order; represent each by its lowest record id that is not set 65's id", 'chosen': chosen},
          open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set70_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    rid = c['scenario']
    u = univ[rid]
    lv = list(u)
    out[rid] = {'name': names[rid], 'levels': lv, 'universe': u}
    print(rid, c['set65_id'], names[rid], lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted(set(len(v) for v in u[lv[2]].values())))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
