"""Choose set 209's universes: group the 300 official records by tree (equal universes, read only from
defender_private_information up to the end of the universe); take the 20 trees holding set 204's 20 scenarios
(ref/set204_scenarios.json), in set 204's order; represent each by its lowest record id that is neither set 204's
id nor one of set 207's ids (ref/set207_scenarios.json). Writes ref/scenario_choices.json, ref/set209_scenarios.json
and build/universes.json (levels, tree, first name per chosen id). Never touches attacker_target_information or the
text after the universe."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z]+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info):
    groups.setdefault(info[k][1], []).append(k)
s204 = json.load(open(os.path.join(ROOT, 'ref', 'set204_scenarios.json')))
s207 = json.load(open(os.path.join(ROOT, 'ref', 'set207_scenarios.json')))
chosen, uni = [], {}
for x in s204:
    g = groups[info[x][1]]
    rest = [y for y in g if y != x and y not in s207]
    assert rest, x
    c = rest[0]
    chosen.append({'scenario': c, 'set204_id': x, 'records_with_this_tree': g})
    u = info[c][0]
    uni[c] = {'levels': list(u), 'tree': u, 'name': info[c][2]}
    lv = list(u)
    print(c, 'set204', x, 'group', len(g), info[c][2], lv, [len(u[lv[0]]), sum(len(v) for v in u[lv[1]].values()), sum(len(v) for v in u[lv[2]].values())])
assert len({info[c['scenario']][1] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 204's 20 scenarios in set 204's order; represent each by its lowest record id that is neither set 204's id nor one of set 207's ids", 'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set209_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
