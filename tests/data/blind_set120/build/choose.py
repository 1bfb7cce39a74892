"""Set 120's scenario choice: group the 300 official records by tree (equal universes); take the 20 trees
holding set 115's 20 scenarios, in set 115's order; represent each by its lowest record id that is neither
set 115's id nor set 117's id. Reads only defender_private_information, up to the end of its universe."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    k = head.index('You are managing information for: ') + len('You are managing information for: ')
    names['official-%03d' % i] = head[k:].split('\n')[0].strip().split()[0]
    uni['official-%03d' % i] = u
groups = {}
for x, u in sorted(uni.items()):
    groups.setdefault(json.dumps(u, sort_keys=True), []).append(x)
s115 = json.load(open(os.path.join(REF, 'set115_scenarios.json')))
s117 = json.load(open(os.path.join(REF, 'set117_scenarios.json')))
chosen = []
for x in s115:
    g = sorted(groups[json.dumps(uni[x], sort_keys=True)])
    rest = [y for y in g if y != x and y not in s117]
    assert rest
    c = rest[0]
    assert c not in s115 and c not in s117
    chosen.append({'scenario': c, 'set115_id': x, 'records_with_this_tree': g})
    u = uni[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()],
          'skipped-117' if any(y in s117 for y in g if y < c) else '')
assert len({json.dumps(uni[c['scenario']], sort_keys=True) for c in chosen}) == 20
rule = ("group the 300 records by tree; take the 20 trees holding set 115's 20 scenarios in set 115's order; "
        "represent each by its lowest record id that is neither set 115's id nor set 117's id")
json.dump({'rule': rule, 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set120_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'universe': uni[c['scenario']]} for c in chosen},
          open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
