# Set 111: choose the scenarios. Reads of each official record only defender_private_information
# up to the end of its universe (the name line searched for in that text only).
import json, re, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees = {}; info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    assert m
    sid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(sid)
    info[sid] = (m.group(1).strip('.,'), u, key)
s101 = json.load(open(os.path.join(ROOT, 'ref', 'set101_scenarios.json')))
s110 = json.load(open(os.path.join(ROOT, 'ref', 'set110_scenarios.json')))
chosen = []
for x in s101:
    grp = sorted(trees[info[x][2]])
    rest = [y for y in grp if y != x]
    c = rest[0]
    assert c not in s101 and c not in s110
    chosen.append({'scenario': c, 'set101_id': x, 'records_with_this_tree': grp})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 101's 20 scenarios in set 101's order; represent each by its lowest record id that is not set 101's id",
           'chosen': chosen}, open(os.path.join(ROOT, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(ROOT, 'ref', 'set111_scenarios.json'), 'w'), indent=1)
uni = {}
for c in chosen:
    name, u, _ = info[c['scenario']]
    uni[c['scenario']] = {'name': name, 'levels': list(u), 'tree': u}
    lv = list(u)
    print(c['scenario'], c['set101_id'], len(c['records_with_this_tree']), name, lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
