import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
s197 = json.load(open(os.path.join(REF, 'set197_scenarios.json')))
s200 = set(json.load(open(os.path.join(REF, 'set200_scenarios.json'))))
trees = {}; info = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\w+)', head)
    rid = 'official-%03d' % i
    key = json.dumps(u, sort_keys=True)
    trees.setdefault(key, []).append(rid)
    info[rid] = (u, m.group(1) if m else None, key)
chosen = []; uni = {}
for sid in s197:
    grp = sorted(trees[info[sid][2]])
    cand = [x for x in grp if x != sid and x not in s200]
    assert cand, sid
    c = cand[0]; chosen.append({'scenario': c, 'set197_id': sid, 'records_with_this_tree': grp})
    u, name, _ = info[c]
    uni[c] = {'levels': list(u), 'universe': u, 'name': name}
    print(c, sid, len(grp), name, list(u), len(u[list(u)[0]]))
assert len({info[c['scenario']][2] for c in chosen}) == 20
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 197's 20 scenarios in set 197's order; represent each by its lowest record id that is neither set 197's id nor one of set 200's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set202_scenarios.json'), 'w'), indent=1)
json.dump(uni, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
