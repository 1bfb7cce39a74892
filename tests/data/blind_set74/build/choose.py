#!/usr/bin/env python3
"""Set 74's scenario choice (seed-free rule): group the 300 official records by tree (equal universes);
take the 20 trees that hold set 69's 20 scenarios (ref/set69_scenarios.json), in set 69's order; represent
each by its lowest record id that is not set 69's id. Reads only defender_private_information, and of it only
the text up to the end of the universe (the target's first name is searched for in that text only)."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Z][a-z]+)', head)
    if not m:
        sys.exit('official-%03d: name line not found before the end of the universe' % i)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1)
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
print('trees:', len(groups))
s69 = json.load(open(os.path.join(TOP, 'ref', 'set69_scenarios.json')))
chosen = []
for x in s69:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    chosen.append({'scenario': rest[0] if rest else x, 'set69_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 69's 20 scenarios in set 69's order; "
                   "represent each by its lowest record id that is not set 69's id", 'chosen': chosen},
          open(os.path.join(TOP, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(TOP, 'ref', 'set74_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sc = c['scenario']
    u = uni[sc]
    lv = list(u)
    out[sc] = {'name': names[sc], 'levels': lv, 'universe': u}
    print(sc, c['set69_id'], names[sc], lv, len(u[lv[0]]), len(u[lv[1]]), [len(v) for v in u[lv[1]].values()],
          len(u[lv[2]]), sorted({len(v) for v in u[lv[2]].values()}))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
