"""Set 147's universes: the 20 trees of set 142's scenarios (ref/set142_scenarios.json), in set 142's order,
each represented by its lowest record id that is neither set 142's id nor one of set 145's ids.
Reads only defender_private_information up to the end of its universe; the name line is searched for there only."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\n]+)', head)
    rid = 'official-%03d' % i
    trees[rid] = json.dumps(u, sort_keys=True)
    unis[rid] = u
    names[rid] = m.group(1).strip().split()[0] if m else None
groups = {}
for rid, k in trees.items():
    groups.setdefault(k, []).append(rid)
s142 = json.load(open(os.path.join(REF, 'set142_scenarios.json')))
s145 = json.load(open(os.path.join(REF, 'set145_scenarios.json')))
chosen = []
for x in s142:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s145]
    c = rest[0]
    assert c not in s142 and c not in s145
    u = unis[c]; lv = list(u)
    kids = [len(v) for li in (1, 2) for v in u[lv[li]].values()]
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted(set(kids)), c == g[0], any(y in s145 for y in g))
    chosen.append({'scenario': c, 'set142_id': x, 'records_with_this_tree': g})
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 142's 20 scenarios in set 142's order; represent each by its lowest record id that is neither set 142's id nor one of set 145's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set147_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(unis[c['scenario']]), 'universe': unis[c['scenario']], 'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
