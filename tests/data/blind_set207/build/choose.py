"""Choose set 207's universes: group the 300 records by tree (equal universes); take the 20 trees that hold
set 202's 20 scenarios (ref/set202_scenarios.json), in set 202's order; represent each by its lowest record id
that is neither set 202's id nor one of set 205's ids (ref/set205_scenarios.json).
Reads only defender_private_information, only up to the end of the universe (and the target's first name from
the 'You are managing information for: <name>' line in that same prefix). Writes ref/scenario_choices.json,
ref/set207_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    prefix = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', prefix)
    uni['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k in sorted(uni):
    groups.setdefault(json.dumps(uni[k][0], sort_keys=True), []).append(k)
s202 = json.load(open(os.path.join(HERE, 'ref', 'set202_scenarios.json')))
s205 = json.load(open(os.path.join(HERE, 'ref', 'set205_scenarios.json')))
chosen, out = [], {}
for x in s202:
    g = groups[json.dumps(uni[x][0], sort_keys=True)]
    rest = [y for y in g if y != x and y not in s205]
    assert rest, x
    y = rest[0]
    chosen.append({'scenario': y, 'set202_id': x, 'records_with_this_tree': g})
    u, name = uni[y]
    out[y] = {'name': name, 'universe': u}
    lv = list(u)
    print(y, x, len(g), name, lv, [len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values())])
assert len({json.dumps(out[c['scenario']]['universe'], sort_keys=True) for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 202's 20 scenarios in set 202's order; "
        "represent each by its lowest record id that is neither set 202's id nor one of set 205's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set207_scenarios.json'), 'w'))
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
