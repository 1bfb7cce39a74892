"""Set 141: choose one record id per tree of set 136's scenarios (reads only defender_private_information
up to the end of its universe; the name line is searched for only in that text)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    pre = s[:j + end]
    m = re.search(r'You are managing information for: ([A-Za-z\-\']+)', pre)
    uni['official-%03d' % i] = (u, m.group(1) if m else None)
groups = {}
for k, (u, n) in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(k)
s136 = json.load(open(os.path.join(REF, 'set136_scenarios.json')))
s139 = json.load(open(os.path.join(REF, 'set139_scenarios.json')))
chosen = []
for x in s136:
    g = sorted(groups[json.dumps(uni[x][0], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s139]
    c = rest[0] if rest else x
    assert c not in s136 and c not in s139
    chosen.append({'scenario': c, 'set136_id': x, 'records_with_this_tree': g})
    u, n = uni[c]
    lv = list(u)
    print(c, x, len(g), n, lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], any(y in s139 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 136's 20 scenarios in set 136's order; represent each by its lowest record id that is neither set 136's id nor one of set 139's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set141_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': uni[c['scenario']][1], 'universe': uni[c['scenario']][0]} for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
