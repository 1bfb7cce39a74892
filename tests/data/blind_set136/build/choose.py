# set 136: of each official record reads only defender_private_information up to the end of its universe,
# and the target's first name line searched for in that text only.
import json, re, os
HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, '..', 'ref')
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
trees = {}
unis = {}
names = {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: *([A-Za-z\-]+)', head)
    rid = 'official-%03d' % i
    trees[rid] = json.dumps(u, sort_keys=True)
    unis[rid] = u
    names[rid] = m.group(1) if m else None
groups = {}
for rid in sorted(trees):
    groups.setdefault(trees[rid], []).append(rid)
s131 = json.load(open(os.path.join(REF, 'set131_scenarios.json')))
s134 = json.load(open(os.path.join(REF, 'set134_scenarios.json')))
chosen = []
for x in s131:
    g = groups[trees[x]]
    rest = [y for y in g if y != x and y not in s134]
    c = rest[0] if rest else x
    assert c not in s131 and c not in s134
    chosen.append({'scenario': c, 'set131_id': x, 'records_with_this_tree': g})
    u = unis[c]
    lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], [len(v) for v in u[lv[2]].values()], c == g[0], any(y in s134 for y in g))
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 131's 20 scenarios in set 131's order; represent each by its lowest record id that is neither set 131's id nor one of set 134's ids", 'chosen': chosen}, open(os.path.join(REF, 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(REF, 'set136_scenarios.json'), 'w'), indent=1)
json.dump({c['scenario']: {'name': names[c['scenario']], 'u': unis[c['scenario']]} for c in chosen}, open(os.path.join(HERE, 'universes.json'), 'w'), indent=1)
