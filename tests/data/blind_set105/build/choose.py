"""Set 105's universes: the 20 trees holding set 100's scenarios (ref/set100_scenarios.json), in set 100's order,
each represented by its lowest record id that is not set 100's id; none may be a set 104 id.
Reads only defender_private_information up to the end of its universe, and the target's first name there."""
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
    assert m, i
    info['official-%03d' % i] = (u, m.group(1).strip(' .,'), json.dumps(u, sort_keys=True))
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][2], []).append(k)
s100 = json.load(open(os.path.join(REF, 'set100_scenarios.json')))
s104 = json.load(open(os.path.join(REF, 'set104_scenarios.json')))
chosen, univ = [], {}
for x in s100:
    g = groups[info[x][2]]
    rest = [y for y in g if y != x]
    c = rest[0]
    assert c not in s104 and c not in s100
    chosen.append({'scenario': c, 'set100_id': x, 'records_with_this_tree': g})
    u, name, _ = info[c]
    lv = list(u)
    univ[c] = {'name': name, 'levels': lv, 'tree': u}
    print(c, x, len(g), name, lv, [len(u[lv[0]])] + [len(v) for v in u[lv[1]].values()] + [len(v) for v in u[lv[2]].values()])
assert len({info[c['scenario']][2] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 100's 20 scenarios in set 100's order; represent each by its lowest record id that is not set 100's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set105_scenarios.json'), 'w'), indent=1)
json.dump(univ, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1, ensure_ascii=False)
