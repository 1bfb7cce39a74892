"""Set 182's scenario choice. Touches only defender_private_information, only up to the end of each universe.
Rule: group the 300 records by tree; take the 20 trees holding set 177's 20 scenarios in set 177's order;
represent each by its lowest record id that is neither set 177's id nor one of set 180's ids."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = '/work/shared/official-dataset/three_layered_dataset.json'
d = json.load(open(DATA))
uni = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: ([^\s,.;:]+)', head)
    sid = 'official-%03d' % i
    uni[sid] = u
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(uni):
    groups.setdefault(json.dumps(uni[sid], sort_keys=True), []).append(sid)
key = {sid: json.dumps(uni[sid], sort_keys=True) for sid in uni}
s177 = json.load(open(os.path.join(ROOT, 'ref', 'set177_scenarios.json')))
s180 = json.load(open(os.path.join(ROOT, 'ref', 'set180_scenarios.json')))
chosen = []
for x in s177:
    g = sorted(groups[key[x]])
    rest = [y for y in g if y != x and y not in s180]
    c = rest[0] if rest else x
    assert c != x and c not in s180
    chosen.append({'scenario': c, 'set177_id': x, 'records_with_this_tree': g})
    lv = list(uni[c])
    print(c, x, len(g), names[c], lv, len(uni[c][lv[0]]))
rule = ("group the 300 records by tree; take the 20 trees holding set 177's 20 scenarios in set 177's order; "
        "represent each by its lowest record id that is neither set 177's id nor one of set 180's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set182_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
