import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees = {}
info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    pre = s[:j + end]
    name = None
    for ln in pre.split('\n'):
        if 'You are managing information for:' in ln:
            name = ln.split(':', 1)[1].strip().split()[0]
    sid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(sid)
    info[sid] = (key, u, name)
s137 = json.load(open(os.path.join(REF, 'set137_scenarios.json')))
s140 = json.load(open(os.path.join(REF, 'set140_scenarios.json')))
chosen = []
uni = {}
for x in s137:
    key = info[x][0]
    grp = sorted(trees[key])
    rest = [y for y in grp if y != x and y not in s140]
    c = rest[0] if rest else x
    assert c not in s137 and c not in s140
    u = info[c][1]; lv = list(u)
    print(c, x, len(grp), info[c][2], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], c == grp[0], any(y in s140 for y in grp))
    chosen.append({'scenario': c, 'set137_id': x, 'records_with_this_tree': grp})
    uni[c] = {'levels': lv, 'tree': u, 'name': info[c][2]}
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 137's 20 scenarios in set 137's order; represent each by its lowest record id that is neither set 137's id nor one of set 140's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set142_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
