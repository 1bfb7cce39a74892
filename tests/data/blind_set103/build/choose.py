#!/usr/bin/env python3
"""Set 103's universes: the 20 trees of set 98's scenarios, in set 98's order, each represented by its
lowest record id that is not set 98's id (none may be a set 102 id). Reads only defender_private_information
up to the end of each universe (the name line searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    assert m, i
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1).strip().split()[0]
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
s98 = json.load(open(os.path.join(REF, 'set98_scenarios.json')))
s102 = json.load(open(os.path.join(REF, 'set102_scenarios.json')))
chosen = []
for x in s98:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    c = rest[0] if rest else x
    assert c not in s98 and c not in s102
    chosen.append({'scenario': c, 'set98_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 98's 20 scenarios in set 98's order; represent each by its lowest record id that is not set 98's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set103_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    sid = c['scenario']
    u = uni[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
    lv = list(u)
    print(sid, c['set98_id'], len(c['records_with_this_tree']), names[sid], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
