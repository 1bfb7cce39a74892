"""Set 237: choose the 20 scenarios (set 232's trees, in set 232's order; per tree the lowest record id that is
neither set 232's id nor one of set 236's ids). Reads only defender_private_information, up to the end of the
universe, and the target's first name in that text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\s.,]+)', head)
    unis['official-%03d' % i] = u
    names['official-%03d' % i] = m.group(1) if m else None
groups = {}
for k, u in sorted(unis.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s232 = json.load(open(os.path.join(REF, 'set232_scenarios.json')))
s236 = json.load(open(os.path.join(REF, 'set236_scenarios.json')))
chosen = []
for x in s232:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s232 and y not in s236]
    c = rest[0] if rest else x
    chosen.append({'scenario': c, 'set232_id': x, 'records_with_this_tree': g})
    print(c, x, len(g), names[c], list(unis[c]))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 232's 20 scenarios in set 232's order; represent each by its lowest record id that is neither set 232's id nor one of set 236's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set237_scenarios.json'), 'w'))
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
