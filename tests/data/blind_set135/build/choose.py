import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
univ = {}; names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    key = 'You are managing information for: '
    nm = head[head.index(key) + len(key):].split('\n')[0].strip().split()[0] if key in head else None
    sid = 'official-%03d' % i
    univ[sid] = u; names[sid] = nm
groups = {}
for sid in sorted(univ):
    groups.setdefault(json.dumps(univ[sid], sort_keys=True), []).append(sid)
s130 = json.load(open(os.path.join(HERE, 'ref', 'set130_scenarios.json')))
s133 = json.load(open(os.path.join(HERE, 'ref', 'set133_scenarios.json')))
chosen = []
for x in s130:
    g = groups[json.dumps(univ[x], sort_keys=True)]
    rest = [y for y in sorted(g) if y != x and y not in s133]
    c = rest[0] if rest else x
    assert c not in s130 and c not in s133
    chosen.append({'scenario': c, 'set130_id': x, 'records_with_this_tree': sorted(g)})
    u = univ[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], any(y in s133 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 130's 20 scenarios in set 130's order; represent each by its lowest record id that is neither set 130's id nor one of set 133's ids", 'chosen': chosen}, open(os.path.join(HERE, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(HERE, 'ref', 'set135_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': univ[c['scenario']]} for c in chosen}, open(os.path.join(HERE, 'build', 'universes.json'), 'w'), indent=1)
