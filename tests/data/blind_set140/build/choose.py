# reads only defender_private_information up to the end of each universe, and the name line within that text
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-\']+)', head)
    info['official-%03d' % i] = (u, json.dumps(u, sort_keys=True), m.group(1) if m else None)
groups = {}
for k in sorted(info): groups.setdefault(info[k][1], []).append(k)
s135 = json.load(open(os.path.join(REF, 'set135_scenarios.json')))
s138 = json.load(open(os.path.join(REF, 'set138_scenarios.json')))
chosen, uni = [], {}
for x in s135:
    g = sorted(groups[info[x][1]])
    rest = [y for y in g if y != x and y not in s138]
    c = rest[0] if rest else x
    assert c not in s135 and c not in s138
    chosen.append({'scenario': c, 'set135_id': x, 'records_with_this_tree': g})
    u = info[c][0]; lv = list(u)
    uni[c] = {'name': info[c][2], 'levels': lv, 'universe': u}
    print(c, x, len(g), info[c][2], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], c == g[0], any(y in s138 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 135's 20 scenarios in set 135's order; represent each by its lowest record id that is neither set 135's id nor one of set 138's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set140_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
