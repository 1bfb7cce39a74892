#!/usr/bin/env python3
"""Choose set 104's 20 scenarios: the 20 trees holding set 99's scenarios, in set 99's order, each represented
by its lowest record id that is not set 99's id. Reads only defender_private_information up to the end of
each universe (the name line searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names, univ = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m, i
    sid = 'official-%03d' % i
    names[sid] = m.group(1).strip(' .,:;')
    univ[sid] = u
    trees[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s99 = json.load(open(os.path.join(REF, 'set99_scenarios.json')))
s103 = json.load(open(os.path.join(REF, 'set103_scenarios.json')))
chosen = []
for x in s99:
    rest = [y for y in groups[trees[x]] if y != x]
    c = rest[0] if rest else x
    assert c not in s99 and c not in s103, (x, c)
    chosen.append({'scenario': c, 'set99_id': x, 'records_with_this_tree': groups[trees[x]]})
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 99's 20 scenarios in set 99's order; "
                   "represent each by its lowest record id that is not set 99's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set104_scenarios.json'), 'w'), indent=1)
out = []
for c in chosen:
    sid = c['scenario']
    u = univ[sid]
    lv = list(u)
    out.append({'scenario': sid, 'name': names[sid], 'levels': lv, 'universe': u})
    print(sid, c['set99_id'], len(c['records_with_this_tree']), names[sid], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
