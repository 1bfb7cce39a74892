#!/usr/bin/env python3
"""Set 109's scenario choice. Of each official record only defender_private_information up to the end of its
universe is read (the target's first name from the 'You are managing information for: <name>' line, searched
for only in that text). Rule: group the 300 records by tree; take the 20 trees holding set 104's 20 scenarios,
in set 104's order; represent each by its lowest record id that is not set 104's id."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
univ = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]  # the text up to the end of the universe
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    assert m, i
    univ['official-%03d' % i] = (u, m.group(1).strip(), json.dumps(u, sort_keys=True))
del d
groups = {}
for sid in sorted(univ):
    groups.setdefault(univ[sid][2], []).append(sid)
s104 = json.load(open(os.path.join(ROOT, 'ref', 'set104_scenarios.json')))
s108 = json.load(open(os.path.join(ROOT, 'ref', 'set108_scenarios.json')))
assert len(s104) == 20 and len({univ[x][2] for x in s104}) == 20
chosen = []
for x in s104:
    g = groups[univ[x][2]]
    rest = [y for y in g if y != x]
    pick = rest[0] if rest else x
    assert pick not in s104 and pick not in s108
    chosen.append({'scenario': pick, 'set104_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 104's 20 scenarios in set 104's order; "
        "represent each by its lowest record id that is not set 104's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set109_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u, name, _ = univ[c['scenario']]
    out[c['scenario']] = {'name': name, 'levels': list(u), 'tree': u}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
for c in chosen:
    u, name, _ = univ[c['scenario']]
    lv = list(u)
    kids1 = [len(v) for v in u[lv[1]].values()]
    kids2 = [len(v) for v in u[lv[2]].values()]
    print(c['scenario'], c['set104_id'], len(c['records_with_this_tree']), name, lv, len(u[lv[0]]), kids1, kids2)
