# reads only defender_private_information up to the end of its universe; writes ref/scenario_choices.json,
# ref/set138_scenarios.json and build/universes.json
import json, os, re
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
d = json.load(open('/work/shared/official-dataset/three_layered_dataset.json'))
uni, names = {}, {}
for i, rec in enumerate(d):
    s = rec['defender_private_information']
    j = s.index('{', s.index('Universe'))
    u, end = json.JSONDecoder().raw_decode(s[j:])
    head = s[:j + end]
    m = re.search(r'You are managing information for: (\S+)', head)
    uni['official-%03d' % i] = u
    names['official-%03d' % i] = m.group(1).split()[0].strip('.,') if m else None
key = {k: json.dumps(u, sort_keys=True) for k, u in uni.items()}
groups = {}
for k in sorted(key):
    groups.setdefault(key[k], []).append(k)
s133 = json.load(open(os.path.join(H, 'ref', 'set133_scenarios.json')))
s136 = json.load(open(os.path.join(H, 'ref', 'set136_scenarios.json')))
chosen, out = [], {}
for x in s133:
    g = groups[key[x]]
    rest = [y for y in g if y != x and y not in s136]
    c = rest[0] if rest else x
    assert c not in s133 and c not in s136
    chosen.append({'scenario': c, 'set133_id': x, 'records_with_this_tree': g})
    u = uni[c]; lv = list(u)
    print(c, x, len(g), names[c], lv, len(u[lv[0]]), [len(v) for v in u[lv[1]].values()], c == g[0], any(y in s136 for y in g))
    out[c] = {'levels': lv, 'tree': u, 'name': names[c]}
json.dump({'rule': "group the 300 records by tree; take the 20 trees holding set 133's 20 scenarios in set 133's order; represent each by its lowest record id that is neither set 133's id nor one of set 136's ids", 'chosen': chosen}, open(os.path.join(H, 'ref', 'scenario_choices.json'), 'w'), indent=1)
json.dump([c['scenario'] for c in chosen], open(os.path.join(H, 'ref', 'set138_scenarios.json'), 'w'), indent=1)
json.dump(out, open(os.path.join(H, 'build', 'universes.json'), 'w'))
