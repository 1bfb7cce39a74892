"""Set 129's scenario choice: set 124's 20 trees, each at its lowest record id that is neither set 124's id
nor a set 127 id. Reads of each record only defender_private_information up to the end of its universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
unis = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    nm = None
    k = head.find('You are managing information for:')
    if k >= 0:
        nm = head[k:].split(':', 1)[1].strip().split()[0].strip('.,')
    sid = 'official-%03d' % i
    unis[sid] = u
    names[sid] = nm
groups = {}
for sid, u in sorted(unis.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(sid)
s124 = json.load(open(os.path.join(REF, 'set124_scenarios.json')))
s127 = json.load(open(os.path.join(REF, 'set127_scenarios.json')))
chosen = []
for x in s124:
    g = sorted(groups[json.dumps(unis[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s127]
    c = rest[0]
    assert c not in s124 and c not in s127
    chosen.append({'scenario': c, 'set124_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), sorted(len(v) for v in u[lv[1]].values()),
          sorted(len(v) for v in u[lv[2]].values()), c == g[0], any(y in s127 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 124's 20 scenarios in set 124's order; "
                   "represent each by its lowest record id that is neither set 124's id nor one of set 127's ids",
           'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set129_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': unis[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
