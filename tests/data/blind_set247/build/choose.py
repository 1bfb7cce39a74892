"""Set 247's scenarios: the 20 trees of set 242's scenarios (ref/set242_scenarios.json), in set 242's order,
each represented by its lowest record id that is neither set 242's id nor one of set 246's ids.
Reads only defender_private_information up to the end of the universe (and the first name in that span)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, key, names = {}, {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    sid = 'official-%03d' % i
    uni[sid] = u
    key[sid] = json.dumps(u, sort_keys=True)
    m = re.search(r'You are managing information for: ([^\s,.]+)', s[:j + end])
    names[sid] = m.group(1) if m else None
groups = {}
for sid in sorted(key):
    groups.setdefault(key[sid], []).append(sid)
s242 = json.load(open(os.path.join(REF, 'set242_scenarios.json')))
s246 = json.load(open(os.path.join(REF, 'set246_scenarios.json')))
chosen = []
for x in s242:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s242 and y not in s246]
    chosen.append({'scenario': rest[0], 'set242_id': x, 'records_with_this_tree': g})
    print(rest[0], x, len(g), names[rest[0]], list(uni[rest[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 242's 20 scenarios in set 242's order; "
           "represent each by its lowest record id that is neither set 242's id nor one of set 246's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set247_scenarios.json'), 'w'))
out = {}
for c in chosen:
    sid = c['scenario']
    out[sid] = {'name': names[sid], 'levels': list(uni[sid]), 'universe': uni[sid]}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
