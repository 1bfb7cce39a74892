"""Choose set 184's 20 scenarios: group the 300 official records by tree (equal universes); take the 20 trees
holding set 179's 20 scenarios (ref/set179_scenarios.json), in set 179's order; represent each by its lowest
record id that is neither set 179's id nor one of set 182's ids (ref/set182_scenarios.json).
Touches only defender_private_information, only up to the end of the universe, and the target's first name
(searched for only in that text up to the end of the universe)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
trees, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', head)
    sid = 'official-%03d' % i
    trees[sid] = (list(u), u, json.dumps(u, sort_keys=True))
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid][2], []).append(sid)
s179 = json.load(open(os.path.join(REF, 'set179_scenarios.json')))
s182 = json.load(open(os.path.join(REF, 'set182_scenarios.json')))
chosen = []
for x in s179:
    g = sorted(groups[trees[x][2]])
    rest = [y for y in g if y != x and y not in s182]
    c = rest[0]
    assert c != x and c not in s182
    chosen.append({'scenario': c, 'set179_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], trees[c][0], len(trees[c][1][trees[c][0][0]]))
assert len({trees[c['scenario']][2] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 179's 20 scenarios in set 179's "
                   "order; represent each by its lowest record id that is neither set 179's id nor one of set 182's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set184_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'levels': trees[c['scenario']][0],
                           'universe': trees[c['scenario']][1]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
