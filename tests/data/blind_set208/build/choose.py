"""Choose set 208's scenarios: the 20 trees of set 203's scenarios, in set 203's order; each represented by the
lowest record id of its tree group that is neither set 203's id nor one of set 206's ids.
Reads only defender_private_information, only up to the end of the universe (and the target's first name from
the text before the end of the universe)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees, unis, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    sid = 'official-%03d' % i
    trees[sid] = json.dumps(u, sort_keys=True)
    unis[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(trees):
    groups.setdefault(trees[sid], []).append(sid)
s203 = json.load(open(os.path.join(SET, 'ref', 'set203_scenarios.json')))
s206 = json.load(open(os.path.join(SET, 'ref', 'set206_scenarios.json')))
chosen = []
for x in s203:
    g = groups[trees[x]]
    rest = [y for y in g if y != x and y not in s206]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set203_id': x, 'records_with_this_tree': g})
assert len({trees[c['scenario']] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 203's 20 scenarios in set 203's order; "
                   "represent each by its lowest record id that is neither set 203's id nor one of set 206's ids",
           'chosen': chosen}, open(os.path.join(SET, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(SET, 'ref', 'set208_scenarios.json'), 'w'))
out = {}
for c in chosen:
    sid = c['scenario']
    u = unis[sid]
    out[sid] = {'name': names[sid], 'levels': list(u), 'universe': u}
    print(sid, c['set203_id'], len(c['records_with_this_tree']), names[sid], list(u), len(u[list(u)[0]]))
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
