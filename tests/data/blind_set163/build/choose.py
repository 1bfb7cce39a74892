"""Set 163's scenario choice: group the 300 official records by tree (universe read from
defender_private_information only, up to the end of the universe); take the 20 trees holding set 158's 20
scenarios in set 158's order; represent each by its lowest record id that is neither set 158's id nor one of
set 161's ids. Also writes build/universes.json (levels, tree, first name) for the chosen ids."""
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
    m = re.search(r'You are managing information for: *([A-Za-z\'-]+)', head)
    rid = 'official-%03d' % i
    trees[rid] = json.dumps(u, sort_keys=True)
    unis[rid] = u
    names[rid] = m.group(1) if m else None
groups = {}
for rid in sorted(trees):
    groups.setdefault(trees[rid], []).append(rid)
s158 = json.load(open(os.path.join(REF, 'set158_scenarios.json')))
s161 = json.load(open(os.path.join(REF, 'set161_scenarios.json')))
chosen = []
for x in s158:
    g = sorted(groups[trees[x]])
    rest = [y for y in g if y != x and y not in s161]
    c = rest[0] if rest else x
    assert c not in s158 and c not in s161
    chosen.append({'scenario': c, 'set158_id': x, 'records_with_this_tree': g})
    u = unis[c]
    print(c, x, len(g), names[c], list(u), len(u[list(u)[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 158's 20 scenarios in set 158's order; represent each by its lowest record id that is neither set 158's id nor one of set 161's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set163_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'levels': list(unis[c['scenario']]), 'tree': unis[c['scenario']], 'name': names[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
