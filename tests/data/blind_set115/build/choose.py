import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
univ = {}; names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.index('You are managing information for: ') + len('You are managing information for: ')
    nm = head[k:].split('\n')[0].strip()
    assert nm
    univ['official-%03d' % i] = u; names['official-%03d' % i] = nm.split()[0].rstrip('.,')
groups = {}
for sc, u in sorted(univ.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sc)
s110 = json.load(open(os.path.join(REF, 'set110_scenarios.json')))
s113 = json.load(open(os.path.join(REF, 'set113_scenarios.json')))
chosen = []
for x in s110:
    g = sorted(groups[json.dumps(univ[x], sort_keys=True)])
    rest = [y for y in g if y != x]
    c = rest[0] if rest else x
    assert c not in s110 and c not in s113
    chosen.append({'scenario': c, 'set110_id': x, 'records_with_this_tree': g})
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 110's 20 scenarios in set 110's order; represent each by its lowest record id that is not set 110's id",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set115_scenarios.json'), 'w'), indent=1)
out = {}
for c in chosen:
    u = univ[c['scenario']]; lv = list(u)
    out[c['scenario']] = {'name': names[c['scenario']], 'levels': lv, 'tree': u}
    print(c['scenario'], c['set110_id'], len(c['records_with_this_tree']), names[c['scenario']], lv,
          len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()])
json.dump(out, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
