"""Set 172's scenario choice: the 20 trees of set 167's scenarios (ref/set167_scenarios.json), in set 167's order;
each represented by its lowest record id that is neither set 167's id nor one of set 170's ids
(ref/set170_scenarios.json). Reads only defender_private_information, only up to the end of the universe,
and the target's first name from that text only."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
recs = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([^\n]+)', head)
    name = m.group(1).strip().split()[0].strip('.,') if m else None
    recs['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), name)
groups = {}
for k, v in recs.items():
    groups.setdefault(v[1], []).append(k)
s167 = json.load(open(os.path.join(REF, 'set167_scenarios.json')))
s170 = json.load(open(os.path.join(REF, 'set170_scenarios.json')))
chosen, out = [], {}
for x in s167:
    g = sorted(groups[recs[x][1]])
    rest = [y for y in g if y != x and y not in s170]
    c = rest[0]
    assert c not in s167 and c not in s170
    chosen.append({'scenario': c, 'set167_id': x, 'records_with_this_tree': g})
    u = recs[c][0]
    out[c] = {'name': recs[c][2], 'universe': u}
    print(c, x, len(g), recs[c][2], list(u), len(u[list(u)[0]]))
rule = ("Set 172's scenario rule: the 20 trees of set 167's scenarios (ref/set167_scenarios.json), in set 167's order;\n"
        "each represented by its lowest record id that is neither set 167's id nor one of set 170's ids\n"
        "(ref/set170_scenarios.json). Reads only defender_private_information, only up to the end of the universe.")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set172_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
