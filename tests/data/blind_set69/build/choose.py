#!/usr/bin/env python3
"""Set 69's scenario choice. Reads, of each official record, only defender_private_information up to the end of
its universe (the target's first name is searched for in that text only). Writes ref/scenario_choices.json,
ref/set69_scenarios.json and build/universes.json."""
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
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        raise SystemExit('official-%03d: name line not found before the end of the universe' % i)
    unis['official-%03d' % i] = {'universe': u, 'name': m.group(1)}
del d
groups = {}
for sid in sorted(unis):
    groups.setdefault(json.dumps(unis[sid]['universe'], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s64 = json.load(open(os.path.join(ROOT, 'ref', 'set64_scenarios.json')))
chosen = []
for x in s64:
    g = sorted(groups[json.dumps(unis[x]['universe'], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0], 'set64_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 64's 20 scenarios in set 64's order; "
        "represent each by its lowest record id that is not set 64's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set69_scenarios.json'), 'w'), indent=1)
out = {c['scenario']: unis[c['scenario']] for c in chosen}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = unis[c['scenario']]['universe']
    lv = list(u)
    print(c['scenario'], c['set64_id'], unis[c['scenario']]['name'], lv,
          len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()], len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
