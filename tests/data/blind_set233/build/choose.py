"""Set 233's scenario choice: the 20 trees of set 228's scenarios (ref/set228_scenarios.json), in set 228's order,
each represented by the lowest record id of its tree group that is neither set 228's id nor one of set 230's ids.
Reads only defender_private_information up to the end of the universe (and the first name from that text)."""
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
    m = re.search(r'You are managing information for: *([^\s,.;]+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s228 = json.load(open(os.path.join(REF, 'set228_scenarios.json')))
s230 = json.load(open(os.path.join(REF, 'set230_scenarios.json')))
chosen, unis = [], {}
for x in s228:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s230]
    c = rest[0]
    chosen.append({'scenario': c, 'set228_id': x, 'records_with_this_tree': g})
    u = info[c][0]
    unis[c] = {'name': info[c][2], 'universe': u}
    lv = list(u)
    print(c, x, len(g), info[c][2], lv, [len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values())])
rule = ("group the 300 records by tree; take the 20 trees holding set 228's 20 scenarios in set 228's order; represent each "
        "by its lowest record id that is neither set 228's id nor one of set 230's ids")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set233_scenarios.json'), 'w'))
json.dump(unis, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
