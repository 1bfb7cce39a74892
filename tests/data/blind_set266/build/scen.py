"""Set 266: pick one record per tree of set 261's 20 scenarios (set 261's order): the lowest id that is
neither set 261's id nor one of set 262's ids. Reads only defender_private_information up to the end of
the universe, and the target's first name from that same text."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k, (u, key, nm) in info.items():
    groups.setdefault(key, []).append(k)
s261 = json.load(open(os.path.join(REF, 'set261_scenarios.json')))
s262 = json.load(open(os.path.join(REF, 'set262_scenarios.json')))
chosen = []
for x in s261:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s261 and y not in s262]
    chosen.append({'scenario': rest[0], 'set261_id': x, 'records_with_this_tree': g})
    print(rest[0], x, len(g), info[rest[0]][2], list(info[rest[0]][0]))
rule = ("group the 300 records by tree; take the 20 trees holding set 261's 20 scenarios in set 261's order; "
        "represent each by its lowest record id that is neither set 261's id nor one of set 262's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set266_scenarios.json'), 'w'))
names = {c['scenario']: info[c['scenario']][2] for c in chosen}
unis = {c['scenario']: info[c['scenario']][0] for c in chosen}
json.dump({'names': names, 'universes': unis}, open('/tmp/blind266/scen_info.json', 'w'))
