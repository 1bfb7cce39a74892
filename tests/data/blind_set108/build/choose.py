#!/usr/bin/env python3
"""Set 108's universes: group the 300 official records by tree; take the 20 trees holding set 103's 20 scenarios,
in set 103's order; represent each by its lowest record id that is not set 103's id. Reads of each record only
defender_private_information, up to the end of its universe (the name line is searched for in that text only)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m, i
    name = m.group(1).strip('.,;:')
    trees['official-%03d' % i] = (json.dumps(u, sort_keys=True), u, name.split()[0])
groups = {}
for sid, (key, u, n) in sorted(trees.items()):
    groups.setdefault(key, []).append(sid)
s103 = json.load(open(os.path.join(ROOT, 'ref', 'set103_scenarios.json')))
s107 = json.load(open(os.path.join(ROOT, 'ref', 'set107_scenarios.json')))
assert len({trees[x][0] for x in s103}) == 20
chosen, out = [], {}
for x in s103:
    g = sorted(groups[trees[x][0]])
    rest = [y for y in g if y != x]
    c = rest[0]
    assert c not in s103 and c not in s107
    chosen.append({'scenario': c, 'set103_id': x, 'records_with_this_tree': g})
    key, u, name = trees[c]
    levels = list(u)
    out[c] = {'name': name, 'levels': levels, 'universe': u}
    print(c, x, len(g), name, levels, [len(u[levels[0]])] + [len(v) for v in u[levels[1]].values()] + [len(v) for v in u[levels[2]].values()])
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 103's 20 scenarios in set 103's order; "
                   "represent each by its lowest record id that is not set 103's id",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set108_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
