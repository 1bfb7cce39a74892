"""Set 260 scenarios: one per tree of set 255's 20 scenarios (set 255's order), each the lowest record id
that is neither set 255's id nor one of set 258's ids. Reads only defender_private_information up to the end
of the universe, and the target's first name from that same text."""
import json, os, re
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    uni['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1).strip('.,') if m else None)
groups = {}
for k, (u, key, _) in uni.items():
    groups.setdefault(key, []).append(k)
s255 = json.load(open(os.path.join(HERE, 'ref', 'set255_scenarios.json')))
s258 = json.load(open(os.path.join(HERE, 'ref', 'set258_scenarios.json')))
chosen = []
for x in s255:
    g = sorted(groups[uni[x][1]])
    rest = [y for y in g if y != x and y not in s255 and y not in s258]
    chosen.append({'scenario': rest[0], 'set255_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 255's 20 scenarios in set 255's order; represent each by its lowest record id that is neither set 255's id nor one of set 258's ids",
           'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set260_scenarios.json'), 'w'))
info = {}
for c in chosen:
    u, _, name = uni[c['scenario']]
    info[c['scenario']] = {'name': name, 'levels': list(u), 'universe': u}
json.dump(info, open('/tmp/blind260/scen_info.json', 'w'))
for c in chosen:
    x = c['scenario']
    print(x, c['set255_id'], len(c['records_with_this_tree']), info[x]['name'], info[x]['levels'])
