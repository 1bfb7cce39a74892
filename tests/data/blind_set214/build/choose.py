"""Set 214: pick one record per tree of set 209's 20 scenarios (lowest id that is neither set 209's id nor one of
set 213's ids). Reads only defender_private_information, up to the end of the universe, and the target's first name
searched for only in the text up to the end of the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    uni['official-%03d' % i] = u; names['official-%03d' % i] = m.group(1) if m else None
key = lambda x: json.dumps(uni[x], sort_keys=True)
groups = {}
for x in sorted(uni): groups.setdefault(key(x), []).append(x)
s209 = json.load(open(os.path.join(REF, 'set209_scenarios.json')))
s213 = json.load(open(os.path.join(REF, 'set213_scenarios.json')))
chosen = []
for x in s209:
    g = groups[key(x)]
    rest = [y for y in g if y != x and y not in s213]
    assert rest, x
    chosen.append({'scenario': rest[0], 'set209_id': x, 'records_with_this_tree': g})
assert len({key(c['scenario']) for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 209's 20 scenarios in set 209's order; represent each by its lowest record id that is neither set 209's id nor one of set 213's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set214_scenarios.json'), 'w'), indent=1)
out = {c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen}
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
for c in chosen:
    u = uni[c['scenario']]; lv = list(u)
    print(c['scenario'], c['set209_id'], len(c['records_with_this_tree']), names[c['scenario']], lv,
          len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values()))
