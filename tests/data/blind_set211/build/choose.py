"""Set 211: choose the scenarios. Loads the official dataset but touches only defender_private_information,
only up to the end of the universe (the tree), and the target's first name found in that text before the
universe's end. Rule: group the 300 records by tree; take the 20 trees holding set 206's 20 scenarios in set
206's order; represent each by its lowest record id that is neither set 206's id nor one of set 209's ids.
Writes ref/scenario_choices.json, ref/set211_scenarios.json and build/universes.json."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni, names, keys = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
    keys[sid] = json.dumps(u, sort_keys=True)
groups = {}
for sid in sorted(uni):
    groups.setdefault(keys[sid], []).append(sid)
s206 = json.load(open(os.path.join(HERE, 'ref', 'set206_scenarios.json')))
s209 = json.load(open(os.path.join(HERE, 'ref', 'set209_scenarios.json')))
chosen = []
for x in s206:
    g = sorted(groups[keys[x]])
    rest = [y for y in g if y != x and y not in s209]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set206_id': x, 'records_with_this_tree': g})
assert len({keys[c['scenario']] for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 206's 20 scenarios in set 206's order; "
        "represent each by its lowest record id that is neither set 206's id nor one of set 209's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set211_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    x = c['scenario']
    u = uni[x]
    lv = list(u)
    out[x] = {'levels': lv, 'universe': u, 'name': names[x]}
    print(x, c['set206_id'], len(c['records_with_this_tree']), names[x], lv,
          len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
json.dump(out, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
