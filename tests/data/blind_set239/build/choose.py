"""Set 239 scenario choice: the 20 trees of set 234's scenarios (ref/set234_scenarios.json, copied from set 238's ref/),
in set 234's order; each represented by its lowest record id that is neither set 234's id nor one of set 238's ids.
Reads only defender_private_information up to the end of the universe, and the first name from that span."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    span = s[:j + end]
    m = re.search(r'You are managing information for: ([^\s,.]+)', span)
    uni['official-%03d' % i] = u
    names['official-%03d' % i] = m.group(1) if m else None
groups = {}
for k, u in uni.items():
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s234 = json.load(open(os.path.join(REF, 'set234_scenarios.json')))
s238 = json.load(open(os.path.join(REF, 'set238_scenarios.json')))
chosen = []
for x in s234:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s234 and y not in s238]
    chosen.append({'scenario': rest[0], 'set234_id': x, 'records_with_this_tree': g})
    print(rest[0], x, len(g), names[rest[0]], list(uni[rest[0]]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 234's 20 scenarios in set 234's order; represent each by its lowest record id that is neither set 234's id nor one of set 238's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set239_scenarios.json'), 'w'))
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
