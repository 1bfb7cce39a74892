#!/usr/bin/env python3
"""Choose set 73's scenarios. Reads only the universe of each record's defender_private_information
(up to the end of the universe) and the target's first name from the text before that end."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
unis, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        raise SystemExit('name line missing before the end of the universe in record %d' % i)
    rid = 'official-%03d' % i
    unis[rid] = u
    names[rid] = m.group(1)
    keys[rid] = json.dumps(u, sort_keys=True)
del d
groups = {}
for rid in sorted(keys):
    groups.setdefault(keys[rid], []).append(rid)
s68 = json.load(open(os.path.join(ROOT, 'ref', 'set68_scenarios.json')))
chosen = []
for x in s68:
    rest = [y for y in sorted(groups[keys[x]]) if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set68_id': x, 'records_with_this_tree': sorted(groups[keys[x]])})
rule = ("group the 300 records by tree; take the 20 trees holding set 68's 20 scenarios in set 68's order; "
        "represent each by its lowest record id that is not set 68's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set73_scenarios.json'), 'w'), indent=1)
out = {c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
print('trees:', len(groups))
for c in chosen:
    u = unis[c['scenario']]
    lv = list(u)
    print(c['scenario'], c['set68_id'], names[c['scenario']], lv, len(u[lv[0]]),
          len(u[lv[1]]), [len(v) for v in u[lv[1]].values()], len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
