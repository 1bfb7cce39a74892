"""Choose set 187's scenarios: group the 300 records by tree (equal universes); take the 20 trees holding set 182's
20 scenarios, in set 182's order; represent each by its lowest record id that is neither set 182's id nor one of
set 185's ids. Reads only defender_private_information, only up to the end of the universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    key = json.dumps(u, sort_keys=True)
    sid = 'official-%03d' % i
    trees[sid] = (u, key)
    m = head.split('You are managing information for:')
    names[sid] = m[1].strip().split()[0].strip('.,;:') if len(m) > 1 else None
groups = {}
for sid, (u, key) in sorted(trees.items()):
    groups.setdefault(key, []).append(sid)
s182 = json.load(open(os.path.join(SET, 'ref', 'set182_scenarios.json')))
s185 = json.load(open(os.path.join(SET, 'ref', 'set185_scenarios.json')))
chosen = []
for x in s182:
    g = sorted(groups[trees[x][1]])
    rest = [y for y in g if y != x and y not in s185]
    assert rest, x
    y = rest[0]
    assert y != x and y not in s185
    chosen.append({'scenario': y, 'set182_id': x, 'records_with_this_tree': g})
rule = ("group the 300 records by tree; take the 20 trees holding set 182's 20 scenarios in set 182's order; "
        "represent each by its lowest record id that is neither set 182's id nor one of set 185's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set187_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    sid = c['scenario']
    u = trees[sid][0]
    uni[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
    print(sid, c['set182_id'], len(c['records_with_this_tree']), names[sid], list(u), len(u[list(u)[0]]))
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
